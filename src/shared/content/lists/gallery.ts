import type * as z from "zod/mini";
import { type Html, html } from "../../html";
import type { albumFieldsSchema } from "../albums";
import type { PublishedItem } from "../pages";
import { albumPath } from "../paths";
import { compareTermsNewestFirst, termLabel } from "../term-keys";
import { contentImageHtml } from "./content-image";

/** An album on /gallery: the item's id and its fields (src/shared/content/albums.ts). */
export type AlbumView = { id: string } & z.output<typeof albumFieldsSchema>;
/** One photo of an album. */
export type GalleryPhotoView = AlbumView["photos"][number];

/**
 * The albums as the page shows them. The Worker checked every item against its contract when it
 * was written; an item that is not an album after all is left out rather than breaking the page.
 */
export function albumsOf(items: readonly PublishedItem[]): AlbumView[] {
  return items.flatMap(({ id, fields }) =>
    typeof fields.title === "string" && typeof fields.term === "string" && Array.isArray(fields.photos) ? [{ id, ...fields } as unknown as AlbumView] : [],
  );
}

/** The terms that have photos, newest first. */
export const galleryTerms = (albums: readonly AlbumView[]): string[] =>
  [...new Set(albums.filter((album) => album.photos.length > 0).map((album) => album.term))].sort(compareTermsNewestFirst);

/** The term of `?term=` when it has photos; otherwise the newest ("" when there are none). */
export function chosenTerm(albums: readonly AlbumView[], requested: string | null | undefined): string {
  const terms = galleryTerms(albums);
  return requested && terms.includes(requested) ? requested : (terms[0] ?? "");
}

/** A term's photos, album after album in their order: what the viewer steps through. */
export const termPhotos = (albums: readonly AlbumView[], term: string): GalleryPhotoView[] =>
  albums.filter((album) => album.term === term).flatMap((album) => album.photos);

/** The attribute that names a photo's place in its term (termPhotos), on its link in the grid. */
export const PHOTO_INDEX_ATTRIBUTE = "data-photo";

const option = "block rounded-md px-4 py-2 text-sm font-semibold text-ink hover:bg-surface aria-[current=page]:bg-brand aria-[current=page]:text-white";

const termLink = (term: string, chosen: string) =>
  html`<li><a href="${albumPath(term)}" data-replace="" class="${option}"${term === chosen ? html` aria-current="page"` : null}>${termLabel(term)}</a></li>`;

/**
 * A photo in the grid: a link to the photo at its largest (what it opens before the page's script
 * runs), which the page turns into the viewer's trigger.
 */
function photoCard(photo: GalleryPhotoView, index: number): Html {
  return html`<li><figure><a href="${photo.src}" ${PHOTO_INDEX_ATTRIBUTE}="${index}" aria-haspopup="dialog" class="block w-full overflow-hidden rounded-xl bg-surface-muted shadow-sm transition hover:shadow-md">${contentImageHtml(
    photo,
    "photo",
    {
      sizes: "(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw",
      priority: index === 0,
      imgClassName: "transition-transform duration-300 hover:scale-[1.02]",
    },
  )}</a>${photo.caption && html`<figcaption class="mt-2 text-sm text-ink-muted">${photo.caption}</figcaption>`}</figure></li>`;
}

/**
 * /gallery's list: links to each term with photos (newest first; the chosen one marked: they work
 * before the page's script runs, and each term has its address), then the chosen term's albums,
 * each under its title (issue 35: the title is how the album was named, even when it is the term's
 * only one), with their photos.
 */
export function galleryHtml(albums: readonly AlbumView[], term: string): Html {
  const terms = galleryTerms(albums);
  if (terms.length === 0) return html`<p class="text-ink-muted">No photos yet: the board adds them after each event.</p>`;
  const inTerm = albums.filter((album) => album.term === term && album.photos.length > 0);
  let index = 0;
  const grid = (album: AlbumView) =>
    html`<ul class="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${album.photos.map((photo) => photoCard(photo, index++))}</ul>`;
  return html`<nav aria-label="Term"><ul class="inline-flex min-w-0 flex-wrap gap-1 rounded-lg border border-line bg-surface-muted p-1">${terms.map((each) =>
    termLink(each, term),
  )}</ul></nav><section aria-labelledby="gallery-term"><h2 id="gallery-term" class="text-2xl font-semibold text-ink">${termLabel(term)}</h2>${inTerm.map(
    (album) => html`<h3 class="mt-6 text-xl font-semibold text-ink">${album.title}</h3>${grid(album)}`,
  )}</section>`;
}

/** The page before its albums are read: the term row's place and photo outlines, taller than a phone's screen. */
export const GALLERY_PLACEHOLDER: Html = html`<div aria-hidden="true" class="h-11 w-72 max-w-full rounded-lg bg-surface-muted"></div><section aria-busy="true"><div aria-hidden="true" class="h-8 w-40 rounded bg-surface-muted"></div><ul aria-hidden="true" class="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${Array.from(
  { length: 6 },
  () => html`<li class="aspect-[3/2] rounded-xl bg-surface-muted"></li>`,
)}</ul></section>`;
