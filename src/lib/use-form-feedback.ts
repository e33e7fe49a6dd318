import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type * as z from "zod/mini";
import type { ErrorCode } from "~/shared/error-codes";
import { ApiError, errorDetail, UNKNOWN_ERROR_MESSAGE } from "./api-error";
import { toastFailure } from "./failure-toast";

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type SendOptions<Field extends string> = {
  /** API error codes that belong to a field (USERNAME_TAKEN → username): shown under it, not in the alert. */
  fields?: Partial<Record<ErrorCode, Field>>;
  /** The alert for a failure when the API's sentence is not enough (a next step, a link); undefined for the default. */
  alert?: (error: unknown) => ReactNode;
};

type Submission<Field extends string, Api, Schema extends z.ZodMiniType> = Pick<SendOptions<Field>, "fields"> & {
  /**
   * The call's module, which also exports the endpoint's request schema.
   * Loaded on demand — forms start loading it when first focused — so zod
   * is not part of any page's first load.
   */
  api: () => Promise<Api>;
  /** The shared request schema the input must pass, as the Worker checks it. */
  schema: (api: Api) => Schema;
  input: Record<string, unknown>;
  /** The alert for a failure of the call (see SendOptions), with the loaded module at hand. */
  alert?: (error: unknown, api: Api) => ReactNode;
  /** Errors the schema cannot see (a confirmation that differs), given the schema's; shown with them. */
  check?: (errors: FieldErrors<Field>) => FieldErrors<Field>;
  /**
   * For input the person cannot fix in the form (an invalid reset link): the
   * alert to show instead of the field errors, or null when the errors are
   * the fields' own.
   */
  invalid?: (errors: Partial<Record<string, string>>) => ReactNode;
  /**
   * Why the valid input cannot be sent yet (the check that the sender is a
   * person has not finished): shown in the alert, nothing is sent; null when
   * it can go. May wait for the answer (whether there is a check at all).
   */
  blocked?: () => ReactNode | Promise<ReactNode>;
  /** The call and what follows success (toast, navigation). */
  send: (api: Api, data: z.output<Schema>) => Promise<unknown>;
};

/** The first message of each field in a zod error (the order of the schema). */
function fieldErrorsOf(error: z.core.$ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

const withoutEmpty = <T extends Partial<Record<string, string>>>(errors: T): T =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as T;

/**
 * A form's errors and sending state, and the one way every form sends
 * (`submit`): check the input with the endpoint's shared schema, show the
 * errors at their fields, or else disable the submit button, call, and show
 * a failure at its field or in the alert and as a toast. Errors move focus
 * to the first invalid field (or, without one, to the form's alert), so
 * keyboard and screen-reader users land on what needs fixing. Messages are
 * shown in people's words: the API's errMsg without its code here, a field's
 * "is required" by the field (src/lib/readable-errors.ts).
 *
 * `toastFlow`: the flow whose toast a failure replaces (src/lib/toast.ts);
 * the form gives its success toast the same flow.
 */
export function useFormFeedback<Field extends string>({ toastFlow }: { toastFlow?: string } = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const [sending, setSending] = useState(false);
  // Set at once, unlike `sending`: a double click must not send twice, even
  // while the schema is still loading.
  const busy = useRef(false);

  function showErrors(fields: FieldErrors<Field>, message: ReactNode = null) {
    flushSync(() => {
      setErrors(fields);
      setFormError(message);
    });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]')?.focus();
  }

  function clearErrors() {
    setErrors({});
    setFormError(null);
  }

  function showFailure(error: unknown, { fields = {}, alert }: SendOptions<Field>) {
    const field = error instanceof ApiError && error.code ? fields[error.code] : undefined;
    if (field && error instanceof ApiError) showErrors({ [field]: errorDetail(error) } as FieldErrors<Field>);
    else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
      // The server's VALIDATION_ERROR names the fields (`error.fields`): each message goes to its field…
      showErrors(error.fields as FieldErrors<Field>);
      // …unless this form shows none of them (a rule only the server knows): then the alert says it.
      if (!formRef.current?.querySelector('[aria-invalid="true"]')) showErrors({}, errorDetail(error));
    } else showErrors({}, alert?.(error) ?? errorDetail(error));
    toastFailure(error, toastFlow);
  }

  /** Calls without a schema to check first (e.g. after a confirmation dialog); failures are shown as `submit` shows them. */
  async function send(call: () => Promise<unknown>, options: SendOptions<Field> = {}) {
    clearErrors();
    setSending(true);
    try {
      await call();
    } catch (error) {
      showFailure(error, options);
    } finally {
      setSending(false);
    }
  }

  async function submit<Api, Schema extends z.ZodMiniType>(submission: Submission<Field, Api, Schema>) {
    if (busy.current) return;
    busy.current = true;
    try {
      const { api: load, schema, input, check, invalid, blocked, send: call, fields, alert } = submission;
      let api: Api;
      try {
        api = await load();
      } catch {
        // Offline, or this page's files were replaced by a newer release: as a call that got no answer.
        return showFailure(new ApiError(UNKNOWN_ERROR_MESSAGE, 0), {});
      }
      const parsed = schema(api).safeParse(input);
      const schemaErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
      const fieldErrors = withoutEmpty({ ...schemaErrors, ...check?.(schemaErrors as FieldErrors<Field>) }) as FieldErrors<Field>;
      if (!parsed.success || Object.keys(fieldErrors).length > 0) {
        const unfixable = invalid?.(schemaErrors) ?? null;
        showErrors(unfixable ? {} : fieldErrors, unfixable);
        return;
      }
      const notYet = (await blocked?.()) ?? null;
      if (notYet) return showErrors({}, notYet);
      await send(() => call(api, parsed.data), { fields, alert: alert && ((error) => alert(error, api)) });
    } finally {
      busy.current = false;
    }
  }

  /**
   * A form's onSubmit: `submit` with the call's module `api`, and the rest
   * made by `build` from the form's fields (and the form, to reset it).
   */
  function onSubmit<Api, Schema extends z.ZodMiniType>(
    api: () => Promise<Api>,
    build: (data: FormData, form: HTMLFormElement) => Omit<Submission<Field, Api, Schema>, "api">,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      void submit({ api, ...build(new FormData(element), element) });
    };
  }

  return { formRef, errors, formError, sending, showErrors, clearErrors, send, submit, onSubmit };
}
