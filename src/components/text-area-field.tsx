import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { Field, inputClass } from "./field";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The textarea itself (React 19 passes a ref as a prop), e.g. to write at its cursor. */
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea, like TextField: hint and error tied to it. */
export function TextAreaField({ label, error, hint, id, className = "", rows = 6, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={rows} {...textarea} {...control} className={`${inputClass} resize-y`} />}
    </Field>
  );
}
