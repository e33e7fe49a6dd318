import { useState, type InputHTMLAttributes } from "react";
import { Field, inputClass } from "./field";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "children" | "type"> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
};

/**
 * A password typed once, with a button that shows it (instead of a second field to type it again):
 * the door's short sign-up. The button keeps its name, "Show password", and says whether the
 * password is shown by being pressed (aria-pressed, and its look); it never submits the form.
 */
export function PasswordField({ label, error, hint, id, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} id={id} error={error} hint={hint}>
      {(control) => (
        <div className="flex gap-2">
          <input {...input} {...control} type={shown ? "text" : "password"} className={inputClass} />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown((now) => !now)}
            className="shrink-0 rounded-md border border-slate-500 px-3 text-sm font-medium text-ink hover:bg-surface-muted aria-pressed:bg-surface-muted aria-pressed:underline"
          >
            Show<span className="sr-only"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
}
