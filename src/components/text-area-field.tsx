import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { FieldError, inputClass } from "./text-field";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled textarea, like TextField: hint and error tied to it (aria-describedby, aria-invalid). */
export function TextAreaField({ label, error, hint, id, className = "", rows = 6, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        {...textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        className={`${inputClass} resize-y`}
      />
      {error && <FieldError id={errorId!}>{error}</FieldError>}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
