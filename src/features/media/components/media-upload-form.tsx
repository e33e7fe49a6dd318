import { type ChangeEvent, useId, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/lib/toast";
import { IMAGE_KIND_NAMES, IMAGE_KINDS, type ImageKind } from "~/shared/image-kinds";
import type { MediaItem } from "~/shared/media";
import { ImagePickerButton } from "~/components/image-picker-button";
import { useImageUpload } from "~/lib/image-upload/use-image-upload";

const KINDS: Record<ImageKind, { label: string; hint: string }> = {
  photo: { label: "Photo", hint: "3:2, cut to fit" },
  portrait: { label: "Portrait", hint: "4:5, cut to fit" },
  logo: { label: "Logo", hint: "5:2, shown whole" },
};

/** Upload a picture to the library: its kind chosen first, then the file, resized in the browser. */
export function MediaUploadForm({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const id = useId();
  const [kind, setKind] = useState<ImageKind>("photo");
  const { busy, error, upload } = useImageUpload();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const item = await upload(file, kind);
    input.value = "";
    if (item) {
      toast.success("Image uploaded.");
      onUploaded(item);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy} className="space-y-4 rounded-lg border border-line p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Upload an image
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Kind</legend>
        {IMAGE_KIND_NAMES.map((name) => (
          <label
            key={name}
            className="cursor-pointer rounded-full border border-line px-4 py-1.5 text-sm font-medium has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-hover"
          >
            <input type="radio" name={`${id}-kind`} value={name} checked={kind === name} onChange={() => setKind(name)} className="sr-only" disabled={busy} />
            {KINDS[name].label} <span className="font-normal">({KINDS[name].hint})</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-ink-muted">
        The picture is resized on this device into {IMAGE_KINDS[kind].widths.join(", ")} pixels wide (as far as it is large enough) before it is sent.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <ImagePickerButton id={`${id}-file`} disabled={busy} onPick={(event) => void choose(event)} tone="primary">
          Choose a picture to upload
        </ImagePickerButton>
        <p role="status" className="text-sm text-ink-muted">
          {busy ? "Resizing and uploading…" : ""}
        </p>
      </div>
      <FormAlert>{error}</FormAlert>
    </section>
  );
}
