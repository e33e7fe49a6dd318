import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field, inputClass } from "./field";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  name: string;
  /** value → what the person reads; "" is the "none chosen" choice when given. */
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled native <select> (the phone's own picker), its hint and error tied to it as in TextField. */
export function SelectField({ label, options, error, hint, id, className = "", ...select }: SelectFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
