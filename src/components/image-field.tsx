import { type ChangeEvent, useId, useRef, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { ContentImage } from "~/components/content-image";
import { ImagePickerButton } from "~/components/image-picker-button";
import { TextField } from "~/components/text-field";
import { IMAGE_KINDS, type ImageKind } from "~/shared/image-kinds";
import { useImageUpload } from "~/lib/image-upload/use-image-upload";

export type ImageValue = { src: string; alt: string };

type ImageFieldProps = {
  /** The field's label ("Portrait", "Logo", "Cover photo"). */
  label: string;
  kind: ImageKind;
  value: ImageValue | undefined;
  onChange: (next: ImageValue | undefined) => void;
  /** A server or form error for the image, shown at the field. */
  error?: string | undefined;
  altError?: string | undefined;
  /** Without it the image may be removed. */
  required?: boolean;
};

const CHOOSE: Record<ImageKind, string> = { portrait: "Choose a photo", photo: "Choose a photo", logo: "Choose a logo" };
const PREVIEW_WIDTH: Record<ImageKind, string> = { portrait: "w-40", photo: "w-full max-w-72", logo: "w-full max-w-60" };

/**
 * An image in a content form (decision 078): the current picture at its
 * kind's shape, a file input that resizes the chosen picture in the browser
 * and uploads it (the returned address becomes the value), the alt text,
 * and "Remove" when the image is optional. Errors show at the field; the
 * upload in progress is announced.
 */
export function ImageField({ label, kind, value, onChange, error, altError, required = false }: ImageFieldProps) {
  const id = useId();
  const { busy, error: uploadError, upload, clearError } = useImageUpload();
  // Said once the upload is through, so a screen reader hears the end of the wait too.
  const [done, setDone] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  const [aw, ah] = IMAGE_KINDS[kind].aspect;
  const shownError = uploadError ?? error;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setDone(false);
    const item = await upload(file, kind);
    // The same file can be chosen again after a failure or a removal.
    input.value = "";
    if (item) {
      // A new image needs its own description: the old one's alt text would describe someone else
      // (last year's president's alt text on the new president's portrait), so a replaced image starts with none.
      setReplaced(value !== undefined);
      onChange({ src: item.src, alt: "" });
      setDone(true);
      altRef.current?.focus();
    }
  }

  function remove() {
    clearError();
    setDone(false);
    onChange(undefined);
  }

  return (
    <fieldset className="space-y-3" aria-busy={busy} aria-describedby={shownError ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">
        {label}
        {!required && <span className="font-normal text-ink-muted"> (optional)</span>}
      </legend>
      <div className={`${PREVIEW_WIDTH[kind]} overflow-hidden rounded-md border border-line bg-surface-muted`} style={{ aspectRatio: `${aw} / ${ah}` }}>
        {value ? (
          <ContentImage
            image={{ src: value.src, alt: value.alt ? `${label}: ${value.alt}` : `${label} (no alt text yet)` }}
            kind={kind}
            sizes="18rem"
            imgClassName={kind === "logo" ? "h-full object-contain" : "h-full object-cover"}
          />
        ) : (
          <p className="flex h-full items-center justify-center p-2 text-center text-sm text-ink-muted">No image yet</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ImagePickerButton id={`${id}-file`} disabled={busy} onPick={(event) => void choose(event)}>
          {value ? "Replace" : CHOOSE[kind]}
          <span className="sr-only"> ({label})</span>
        </ImagePickerButton>
        {!required && value && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={remove}>
            Remove<span className="sr-only"> {label}</span>
          </button>
        )}
        <p id={statusId} role="status" className="text-sm text-ink-muted">
          {busy
            ? "Resizing and uploading…"
            : done
              ? replaced
                ? "Replaced. Describe the new image in the alt text."
                : "Uploaded. Describe it in the alt text."
              : ""}
        </p>
      </div>
      {shownError && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {shownError}
        </p>
      )}
      {value && (
        <TextField
          ref={altRef}
          label={`${label}: alt text`}
          name={`${id}-alt`}
          value={value.alt}
          required
          error={altError}
          hint="Describe what the image shows, for people who cannot see it (e.g. “Mei speaking at the fall career fair”)."
          onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
        />
      )}
    </fieldset>
  );
}
