import { useRef, useState } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import type { GalleryPhoto } from "~/content/schema/gallery";
import { termLabel } from "~/content/terms";
import { Lightbox } from "./lightbox";
import { TermSelector } from "./term-selector";

type Props = { terms: readonly string[]; photos: readonly GalleryPhoto[] };

/** The gallery: a term selector, that term's photos, and the viewer they open. */
export function PhotoGallery({ terms, photos }: Props) {
  const [term, setTerm] = useState(terms[0]!);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = photos.filter((p) => p.term === term);

  // Called once the dialog has closed: focus goes back to the photo that was
  // open last (after arrow keys, not necessarily the one first clicked).
  function closed() {
    if (openIndex !== null) triggers.current[openIndex]?.focus();
    setOpenIndex(null);
  }

  return (
    <div className="space-y-6">
      <TermSelector
        terms={terms}
        selected={term}
        onSelect={(next) => {
          setOpenIndex(null);
          setTerm(next);
        }}
      />
      <section aria-labelledby="gallery-term">
        <h2 id="gallery-term" className="text-2xl font-semibold text-ink">
          {termLabel(term)}
        </h2>
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((photo, i) => (
            <li key={photo.image}>
              <figure>
                <button
                  type="button"
                  ref={(element) => {
                    triggers.current[i] = element;
                  }}
                  onClick={() => setOpenIndex(i)}
                  aria-haspopup="dialog"
                  className="block w-full overflow-hidden rounded-xl bg-surface-muted shadow-sm transition hover:shadow-md"
                >
                  <ResponsiveImage
                    src={photo.image}
                    kind="photo"
                    alt={photo.alt}
                    sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
                    priority={i === 0}
                    imgClassName="transition-transform duration-300 hover:scale-[1.02]"
                  />
                </button>
                <figcaption className="mt-2 text-sm text-ink-muted">{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <Lightbox photos={shown} index={openIndex} onIndexChange={setOpenIndex} onClose={closed} />
    </div>
  );
}
