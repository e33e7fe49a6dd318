import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { createPortal } from "react-dom";
import { primaryButton } from "~/components/buttons";
import { ContentImage } from "~/components/content-image";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { ImagePickerButton } from "~/components/image-picker-button";
import { Pager } from "~/components/pager";
import { TextField } from "~/components/text-field";
import { listMedia } from "~/lib/image-upload/list-media";
import { useImageUpload } from "~/lib/image-upload/use-image-upload";
import { usePagedList } from "~/lib/use-paged-list";
import type { MediaItem } from "~/shared/media";

const LIBRARY_PAGE_SIZE = 12;

type Chosen = { src: string; kind: MediaItem["kind"]; name: string };

/**
 * "Insert photo" (issue 35): a photo uploaded now (resized on this device) or picked from the media
 * library, with its alt text, handed back to be written into the text where the cursor was. Drawn
 * outside the content form (a portal), so Enter in the alt text inserts the photo and does not save
 * the item.
 */
export function InsertPhotoDialog({ onInsert, onClose }: { onInsert: (image: { src: string; alt: string }) => void; onClose: () => void }) {
  const id = useId();
  const { busy, error: uploadError, upload } = useImageUpload();
  const [page, setPage] = useState(1);
  const list = usePagedList(listMedia, { page, pageSize: LIBRARY_PAGE_SIZE }, true);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const item = await upload(file, "photo");
    input.value = "";
    if (item) setChosen({ src: item.src, kind: item.kind, name: item.fileName });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    if (alt.trim().length < 3) {
      setAltError("Describe what the photo shows, for people who cannot see it.");
      return;
    }
    onInsert({ src: chosen.src, alt });
  }

  return createPortal(
    <Dialog title="Insert a photo" onClose={onClose} size="wide">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <section aria-labelledby={`${id}-upload`} aria-busy={busy} className="space-y-2">
          <h3 id={`${id}-upload`} className="font-semibold text-ink">
            Upload a photo
          </h3>
          <div className="flex flex-wrap items-center gap-3">
            <ImagePickerButton id={`${id}-file`} disabled={busy} onPick={(event) => void picked(event)}>
              Choose a photo to upload
            </ImagePickerButton>
            <p role="status" className="text-sm text-ink-muted">
              {busy ? "Resizing and uploading…" : ""}
            </p>
          </div>
          <FormAlert>{uploadError}</FormAlert>
        </section>

        <section aria-labelledby={`${id}-library`} aria-busy={list.loading} className="space-y-2">
          <h3 id={`${id}-library`} className="font-semibold text-ink">
            Or pick one from the library
          </h3>
          <FormAlert>{list.error}</FormAlert>
          {list.meta && list.items.length === 0 ? (
            <p className="text-sm text-ink-muted">The library is empty: upload a photo above.</p>
          ) : (
            <ul aria-label="Images in the library" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {list.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={chosen?.src === item.src}
                    onClick={() => setChosen({ src: item.src, kind: item.kind, name: item.fileName })}
                    className="block w-full overflow-hidden rounded-md border-2 border-line bg-surface-muted text-left text-xs aria-pressed:border-brand"
                  >
                    <ContentImage image={{ src: item.src, alt: "" }} kind={item.kind} sizes="10rem" imgClassName="aspect-[3/2] object-contain" />
                    <span className="block truncate p-1 text-ink">Use {item.fileName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.meta && list.meta.total > LIBRARY_PAGE_SIZE && (
            <Pager page={page} pageSize={list.meta.pageSize} total={list.meta.total} noun="images" onPage={setPage} />
          )}
        </section>

        {chosen && (
          <section aria-labelledby={`${id}-chosen`} className="space-y-3 rounded-md border border-line p-3">
            <h3 id={`${id}-chosen`} className="font-semibold text-ink">
              Chosen: <span className="break-all">{chosen.name}</span>
            </h3>
            <div className="w-48 overflow-hidden rounded-md bg-surface-muted">
              <ContentImage image={{ src: chosen.src, alt: "" }} kind={chosen.kind} sizes="12rem" />
            </div>
            <TextField
              label="Alt text"
              name={`${id}-alt`}
              value={alt}
              required
              error={altError}
              hint="What the photo shows, for people who cannot see it (e.g. “Members at the fall career fair booth”)."
              onChange={(event) => {
                setAlt(event.currentTarget.value);
                setAltError(undefined);
              }}
            />
          </section>
        )}

        <DialogActions onCancel={onClose}>
          <button type="submit" className={primaryButton} disabled={!chosen || busy}>
            Insert photo
          </button>
        </DialogActions>
      </form>
    </Dialog>,
    document.body,
  );
}
