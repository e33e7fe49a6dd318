import type { ChangeEvent, ReactNode } from "react";
import { primaryButton, secondaryButton } from "./buttons";

type ImagePickerButtonProps = {
  id: string;
  disabled: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  tone?: "primary" | "secondary";
  /** Many pictures at once (an album). */
  multiple?: boolean;
  /** What the button says (with, for screen readers, which picture it is for). */
  children: ReactNode;
};

/**
 * A picture chosen from the device, as a button: the file input itself stays in the page (keyboard,
 * screen readers and the phone's own picker use it) but out of sight, and its label is what shows,
 * ringed when the input has the keyboard's focus.
 */
export function ImagePickerButton({ id, disabled, onPick, tone = "secondary", multiple = false, children }: ImagePickerButtonProps) {
  return (
    <>
      <input id={id} type="file" accept="image/*" multiple={multiple} className="peer sr-only" disabled={disabled} onChange={onPick} />
      <label
        htmlFor={id}
        className={`${tone === "primary" ? primaryButton : secondaryButton} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-hover peer-disabled:cursor-wait peer-disabled:opacity-60`}
      >
        {children}
      </label>
    </>
  );
}
