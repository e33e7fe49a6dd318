import { useId, type ReactNode } from "react";
import { readableFieldError } from "~/lib/readable-errors";

/** Field borders at 3:1 or more against the page in both themes (WCAG 1.4.11). */
export const inputClass =
  "w-full rounded-md border border-slate-500 bg-surface px-3 py-2 text-ink placeholder:text-ink-muted aria-invalid:border-red-600 dark:aria-invalid:border-red-400";

/** What the control inside a Field takes, to be labelled and described. */
type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type FieldProps = {
  label: ReactNode;
  /** The control's id; one is made when not given. */
  id?: string | undefined;
  error?: string | undefined;
  /** Shown under the control and read with it (the rule, an example). */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A form control with its label above, and its error and hint below, both
 * tied to it (aria-describedby; aria-invalid while there is an error). The
 * control itself is `children`, given the attributes that tie them. The
 * error is shown in people's words (the validation library's "Required"
 * becomes "<Label> is required.").
 */
export function Field({ label, id, error, hint, className = "", children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={controlId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
      })}
      <FieldNotes label={label} error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

type FieldNotesProps = { label: ReactNode; error?: string | undefined; errorId?: string | undefined; hint?: ReactNode; hintId?: string | undefined };

/** A control's error (in people's words) and hint, with the ids its aria-describedby names: every field's, the checkbox's too. */
export function FieldNotes({ label, error, errorId, hint, hintId }: FieldNotesProps) {
  return (
    <>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {readableFieldError(typeof label === "string" ? label : undefined, error)}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </>
  );
}
