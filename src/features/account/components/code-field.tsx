import { Field, inputClass } from "~/components/field";
import { CODE_LENGTH, digitsOf } from "../lib/verification-code";

type CodeFieldProps = {
  value: string;
  onChange: (code: string) => void;
  /** A whole code arrived at once (paste, one-time-code autofill, the last digit typed). */
  onComplete: (code: string) => void;
  error?: string | undefined;
};

/**
 * The 6-digit code as one input: one-time-code autofill (the code from an
 * SMS or mail app), paste of "123 456" or of a whole sentence containing the
 * code, and typing. One field rather than six boxes, so screen readers,
 * password managers and autofill treat it as the single value it is.
 */
export function CodeField({ value, onChange, onComplete, error }: CodeFieldProps) {
  function accept(code: string) {
    onChange(code);
    if (code.length === CODE_LENGTH && code !== value) onComplete(code);
  }

  return (
    <Field label="6-digit code" error={error} hint="From the e-mail we sent you. It is valid for 10 minutes.">
      {(control) => (
        <input
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          value={value}
          onChange={(event) => accept(digitsOf(event.target.value).slice(0, CODE_LENGTH))}
          onPaste={(event) => {
            // A pasted code replaces what was there rather than joining it.
            const pasted = digitsOf(event.clipboardData.getData("text"));
            if (pasted.length < CODE_LENGTH) return;
            event.preventDefault();
            accept(pasted.slice(0, CODE_LENGTH));
          }}
          {...control}
          className={`${inputClass} max-w-[12rem] font-mono text-2xl tracking-[0.4em]`}
        />
      )}
    </Field>
  );
}
