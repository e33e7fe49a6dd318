import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field, inputClass } from "./field";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "children"> & {
  label: string;
  name: string;
  error?: string | undefined;
  /** Shown under the field and read with it (the rule, an example). */
  hint?: ReactNode;
  /** The input itself (React 19 passes a ref as a prop), e.g. to move the focus to it. */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are tied to it. */
export function TextField({ label, error, hint, id, className = "", ...input }: TextFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <input type="text" {...input} {...control} className={inputClass} />}
    </Field>
  );
}
