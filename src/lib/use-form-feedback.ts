import { useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { z } from "zod";
import { ApiError } from "./api-client";
import { toastFailure } from "./failure-toast";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field in a zod error (the order of the schema). */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's errors and sending state. `showErrors` renders them at once and
 * moves focus to the first invalid field (or, without one, to the form's
 * alert), so keyboard and screen-reader users land on what needs fixing.
 */
export function useFormFeedback<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const [sending, setSending] = useState(false);

  function showErrors(fields: FieldErrors<Field>, message: ReactNode = null) {
    flushSync(() => {
      setErrors(fields);
      setFormError(message);
    });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]')?.focus();
  }

  /**
   * Shows an API failure: next to a field when its code belongs to one
   * (e.g. USERNAME_TAKEN → username), else in the form's alert.
   */
  function showApiError(error: unknown, fieldOfCode: Partial<Record<string, Field>> = {}) {
    const field = error instanceof ApiError && error.code ? fieldOfCode[error.code] : undefined;
    if (field && error instanceof ApiError) showErrors({ [field]: error.detail ?? error.message } as FieldErrors<Field>);
    else showErrors({}, error instanceof Error ? error.message : String(error));
  }

  function clearErrors() {
    setErrors({});
    setFormError(null);
  }

  /**
   * Sends the form: the submit button is disabled meanwhile, and a failure is
   * shown (at its field or in the alert, as showApiError) and toasted.
   */
  async function send(call: () => Promise<unknown>, fieldOfCode: Partial<Record<string, Field>> = {}) {
    clearErrors();
    setSending(true);
    try {
      await call();
    } catch (error) {
      showApiError(error, fieldOfCode);
      toastFailure(error);
    } finally {
      setSending(false);
    }
  }

  return { formRef, errors, formError, sending, setSending, showErrors, showApiError, clearErrors, send };
}
