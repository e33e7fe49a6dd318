import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldNotes } from "./field";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Why the choice cannot be saved (a server rule), read with the checkbox. */
  error?: string | undefined;
};

/** A checkbox with its label beside it and an optional hint (and error) read with it. */
export function CheckboxField({ label, hint, error, id, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        className="mt-1 size-4 shrink-0 accent-brand"
        {...input}
      />
      <div>
        <label htmlFor={inputId} className="font-medium text-ink">
          {label}
        </label>
        <FieldNotes label={label} error={error} errorId={errorId} hint={hint} hintId={hintId} />
      </div>
    </div>
  );
}
