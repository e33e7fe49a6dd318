import { type ChangeEvent, type DragEvent, useId, useRef, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { ImageField } from "~/components/image-field";
import { ImagePickerButton } from "~/components/image-picker-button";
import { TextField } from "~/components/text-field";
import { UPLOAD_CONCURRENCY, UPLOAD_STEPS } from "~/lib/image-upload/upload-queue";
import { type UploadEntry, useBatchUpload } from "~/lib/image-upload/use-batch-upload";
import type { FieldSpec } from "../lib/field-specs";
import type { PhotoValue } from "../lib/form-values";

type PhotosFieldProps = {
  spec: Extract<FieldSpec, { kind: "photos" }>;
  photos: PhotoValue[];
  errors: Partial<Record<string, string>>;
  onChange: (photos: PhotoValue[]) => void;
};

const STAGE_TEXT: Record<UploadEntry["stage"], string> = {
  waiting: "Waiting",
  resizing: "Resizing",
  uploading: "Uploading",
  done: "Uploaded",
  failed: "Failed",
};

/**
 * An album's photos in order: many picked at once (or dropped on a laptop), each resized in the
 * browser and uploaded, a few at a time, with its progress and a retry when it fails; then each
 * with the alt text every photo needs and an optional caption; move, replace, remove, up to `max`.
 */
export function PhotosField({ spec, photos, errors, onChange }: PhotosFieldProps) {
  const id = useId();
  // Uploads finish one after another, before the form has drawn the last one's result: each adds to
  // the newest list, not to the one this render was given.
  const latest = useRef(photos);
  latest.current = photos;
  const change = (next: PhotoValue[]) => {
    latest.current = next;
    onChange(next);
  };
  const batch = useBatchUpload("photo", (items) => change([...latest.current, ...items.map((item) => ({ src: item.src, alt: "", caption: "" }))]));
  const [note, setNote] = useState("");
  const [dragging, setDragging] = useState(false);
  const room = spec.max - photos.length - batch.entries.length;

  function addFiles(files: readonly File[]) {
    const pictures = files.filter((file) => !file.type || file.type.startsWith("image/"));
    const taken = pictures.slice(0, Math.max(0, room));
    const left = pictures.length - taken.length;
    setNote(left > 0 ? `An album holds at most ${spec.max} photos: ${left} ${left === 1 ? "was" : "were"} not added. Start another album for the rest.` : "");
    batch.add(taken);
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    addFiles([...(input.files ?? [])]);
    // The same photos can be picked again.
    input.value = "";
  }

  function dropped(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  }

  const running = batch.entries.filter((entry) => entry.stage !== "failed").length;
  const failed = batch.entries.length - running;
  const set = (index: number, photo: PhotoValue) => change(photos.map((old, i) => (i === index ? photo : old)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    next.splice(index + by, 0, photo!);
    change(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        {spec.label} ({photos.length} of at most {spec.max})
      </legend>
      {errors[spec.name] && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors[spec.name]}</p>}
      <ol className="grid gap-4 sm:grid-cols-2">
        {photos.map((photo, index) => (
          // Photos are named by their place, as the errors name them (photos.3.alt).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="space-y-3 rounded-md border border-line p-3">
            <ImageField
              label={`Photo ${index + 1}`}
              kind="photo"
              value={photo.src ? { src: photo.src, alt: photo.alt } : undefined}
              onChange={(image) => set(index, { ...photo, src: image?.src ?? "", alt: image?.alt ?? "" })}
              error={errors[`${spec.name}.${index}.src`] ?? errors[`${spec.name}.${index}`]}
              altError={errors[`${spec.name}.${index}.alt`]}
              required
            />
            <TextField
              name={`${spec.name}.${index}.caption`}
              label={`Caption of photo ${index + 1} (optional)`}
              autoComplete="off"
              value={photo.caption}
              onChange={(event) => set(index, { ...photo, caption: event.target.value })}
              error={errors[`${spec.name}.${index}.caption`]}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move photo ${index + 1} earlier`}
              >
                <span aria-hidden="true">←</span>
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={index === photos.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move photo ${index + 1} later`}
              >
                <span aria-hidden="true">→</span>
              </button>
              <button type="button" className={secondaryButton} onClick={() => change(photos.filter((_, i) => i !== index))}>
                Remove photo {index + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {batch.entries.length > 0 && (
        <ul aria-label="Photos being uploaded" className="grid gap-2 sm:grid-cols-2">
          {batch.entries.map((entry) => (
            <li key={entry.key} className="space-y-1 rounded-md border border-line p-3 text-sm">
              <p className="font-medium break-all text-ink">{entry.file.name}</p>
              {entry.stage === "failed" ? (
                <>
                  <p className="font-medium text-red-700 dark:text-red-300">{entry.error}</p>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={`${secondaryButton} px-3 py-1.5`} onClick={() => batch.retry(entry.key)}>
                      Retry<span className="sr-only"> {entry.file.name}</span>
                    </button>
                    <button type="button" className={`${secondaryButton} px-3 py-1.5`} onClick={() => batch.dismiss(entry.key)}>
                      Leave out<span className="sr-only"> {entry.file.name}</span>
                    </button>
                  </div>
                </>
              ) : (
                <p className="flex items-center gap-2 text-ink-muted">
                  <progress className="h-2 flex-1 accent-brand" max={UPLOAD_STEPS.done} value={UPLOAD_STEPS[entry.stage]} aria-label={entry.file.name} />
                  <span>{STAGE_TEXT[entry.stage]}</span>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a laptop's shortcut; the keyboard, screen readers and phones use the "Add photos" button inside */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        className={`space-y-2 rounded-md border-2 border-dashed p-4 ${dragging ? "border-brand bg-surface-muted" : "border-line"}`}
      >
        <ImagePickerButton id={`${id}-files`} disabled={room <= 0} onPick={picked} multiple tone={photos.length === 0 ? "primary" : "secondary"}>
          Add photos
        </ImagePickerButton>
        <p className="text-sm text-ink-muted">
          Pick as many as you like{room > 0 ? ` (${room} more fit)` : " (the album is full)"}, or drop them here from a laptop. Each is resized on this device,{" "}
          {UPLOAD_CONCURRENCY} at a time; then add each photo's alt text.
        </p>
        <p role="status" className="text-sm text-ink-muted">
          {running > 0
            ? `Uploading ${running} ${running === 1 ? "photo" : "photos"}…`
            : failed > 0
              ? `${failed} ${failed === 1 ? "photo" : "photos"} could not be uploaded: retry or leave ${failed === 1 ? "it" : "them"} out.`
              : note}
        </p>
      </div>
    </fieldset>
  );
}
