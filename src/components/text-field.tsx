import { useId, type InputHTMLAttributes, type ReactNode } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "children"> & {
  label: string;
  name: string;
  error?: string | undefined;
  /** Shown under the field and read with it (the rule, an example). */
  hint?: ReactNode;
};

/** Field borders at 3:1 or more against the page in both themes (WCAG 1.4.11). */
export const inputClass =
  "w-full rounded-md border border-slate-500 bg-surface px-3 py-2 text-ink placeholder:text-ink-muted aria-invalid:border-red-600 dark:aria-invalid:border-red-400";

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, id, className = "", ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
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

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}
