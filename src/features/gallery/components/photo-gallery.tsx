import { type MouseEvent, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ContentList } from "~/components/content-list";
import { isPlainClick, useInternalLinks } from "~/lib/use-internal-links";
import { CONTENT_LIST_ATTRIBUTE } from "~/shared/content/pages";
import { type AlbumView, chosenTerm, GALLERY_PLACEHOLDER, galleryHtml, PHOTO_INDEX_ATTRIBUTE, termPhotos } from "~/shared/content/lists/gallery";
import { Lightbox } from "./lightbox";

/**
 * The gallery (decision 083): the terms as links (`?term=`), the chosen term's photos — HTML the
 * Worker writes into the page too — and the viewer they open. A photo is a link to the photo at its
 * largest; once the page's script runs, it opens the viewer instead, and the focus goes back to the
 * photo that was showing last when the viewer closes.
 */
export function PhotoGallery({ albums }: { albums: readonly AlbumView[] | undefined }) {
  const [searchParams] = useSearchParams();
  const term = albums ? chosenTerm(albums, searchParams.get("term")) : "";
  const list = useMemo(() => (albums ? galleryHtml(albums, term) : GALLERY_PLACEHOLDER), [albums, term]);
  const photos = useMemo(() => (albums ? termPhotos(albums, term) : []), [albums, term]);
  const [open, setOpen] = useState<{ term: string; index: number } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const followLink = useInternalLinks();
  // A viewer opened on another term (before a term's link was followed) is closed.
  const openIndex = open?.term === term ? open.index : null;

  function clicked(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest(`a[${PHOTO_INDEX_ATTRIBUTE}]`);
    if (link && isPlainClick(event)) {
      event.preventDefault();
      grid.current = link.closest(`[${CONTENT_LIST_ATTRIBUTE}]`);
      setOpen({ term, index: Number(link.getAttribute(PHOTO_INDEX_ATTRIBUTE)) });
      return;
    }
    followLink(event);
  }

  function closed() {
    if (openIndex !== null) grid.current?.querySelector<HTMLElement>(`a[${PHOTO_INDEX_ATTRIBUTE}="${openIndex}"]`)?.focus();
    setOpen(null);
  }

  return (
    <>
      <ContentList html={list} onClick={clicked} />
      <Lightbox photos={photos} index={openIndex} onIndexChange={(index) => setOpen({ term, index })} onClose={closed} />
    </>
  );
}
