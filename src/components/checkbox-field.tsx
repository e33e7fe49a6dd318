import { useId, type InputHTMLAttributes, type ReactNode } from "react";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  label: ReactNode;
  hint?: ReactNode;
};

/** A checkbox with its label beside it and an optional hint read with it. */
export function CheckboxField({ label, hint, id, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input id={inputId} type="checkbox" aria-describedby={hintId} className="mt-1 size-4 shrink-0 accent-brand-blue" {...input} />
      <div>
        <label htmlFor={inputId} className="font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
