import { useEffect, useRef, type KeyboardEvent } from "react";
import { Icon } from "~/components/icon";
import { ContentImage } from "~/components/content-image";
import type { GalleryPhotoView } from "~/shared/content/lists/gallery";

type Props = {
  photos: readonly GalleryPhotoView[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  /** After the dialog has closed (close button, Escape), when focus can move again. */
  onClose: () => void;
};

const control = "inline-flex items-center justify-center rounded-full bg-white/10 p-3 text-white hover:bg-white/25 focus-visible:outline-white";

/**
 * The photo viewer: a modal <dialog> (focus stays inside, the page behind is
 * inert), arrow keys for the previous and next photo, Escape to close. The
 * gallery puts focus back on the photo that opened it.
 */
export function Lightbox({ photos, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const step = (delta: number) => {
    if (index === null) return;
    onIndexChange((index + delta + photos.length) % photos.length);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  }

  const photo = index === null ? null : photos[index];
  return (
    // The close button and Escape both end in the dialog's "close" event, which hands back to the gallery.
    <dialog
      ref={dialog}
      aria-label="Photo viewer"
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/85"
    >
      {photo && (
        <figure className="flex h-dvh w-screen flex-col items-center gap-3 bg-black/90 p-3 text-white sm:p-6">
          <div className="flex w-full max-w-5xl items-center justify-between">
            <p aria-live="polite" className="text-sm">
              Photo {index! + 1} of {photos.length}
            </p>
            <button type="button" className={control} onClick={() => dialog.current?.close()} aria-label="Close photo viewer">
              <Icon name="close" />
            </button>
          </div>
          <div className="flex min-h-0 w-full max-w-5xl flex-1 items-center justify-center">
            <ContentImage
              key={photo.src}
              image={photo}
              kind="photo"
              sizes="(min-width: 1024px) 1024px, 100vw"
              priority
              className="w-full"
              imgClassName="max-h-[calc(100dvh-10rem)] rounded-lg object-contain"
            />
          </div>
          <div className="flex w-full max-w-5xl items-center justify-between gap-4">
            <button type="button" className={control} onClick={() => step(-1)} aria-label="Previous photo">
              <Icon name="chevron-down" className="size-5 rotate-90" />
            </button>
            <figcaption className="text-center">{photo.caption}</figcaption>
            <button type="button" className={control} onClick={() => step(1)} aria-label="Next photo">
              <Icon name="chevron-down" className="size-5 -rotate-90" />
            </button>
          </div>
        </figure>
      )}
    </dialog>
  );
}
