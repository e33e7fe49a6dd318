import { type Html, html } from "../../html";
import { plural } from "../../plural";
import { formatDay } from "../../time/formats";
import type { PublishedItem } from "../pages";
import { compareTermsNewestFirst, termLabel } from "../term-keys";

/** A talk's slides and recording as /events shows them (the fields of src/shared/content/slides.ts). */
export type SlideView = {
  id: string;
  title: string;
  /** "YYYY-MM-DD". */
  date: string;
  term: string;
  category?: string;
  presenter?: string;
  summary?: string;
  slidesUrl?: string;
  recordingUrl?: string;
};

const optionalText = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The decks as the page lists them, newest first. The Worker checked each item against its contract
 * when it was written; one that is not a deck after all is left out. No zod: the page's first load
 * carries this.
 */
export function slidesOf(items: readonly PublishedItem[]): SlideView[] {
  const decks = items.flatMap(({ id, fields }): SlideView[] => {
    if (typeof fields.title !== "string" || typeof fields.date !== "string" || typeof fields.term !== "string") return [];
    const slidesUrl = optionalText(fields.slidesUrl);
    const recordingUrl = optionalText(fields.recordingUrl);
    if (!slidesUrl && !recordingUrl) return [];
    return [
      {
        id,
        title: fields.title,
        date: fields.date,
        term: fields.term,
        category: optionalText(fields.category),
        presenter: optionalText(fields.presenter),
        summary: optionalText(fields.summary),
        slidesUrl,
        recordingUrl,
      },
    ];
  });
  return decks.sort((a, b) => b.date.localeCompare(a.date));
}

/** The categories the decks have, in the order they first appear (newest deck first). */
export const slideCategories = (decks: readonly SlideView[]): string[] => [...new Set(decks.flatMap((deck) => (deck.category ? [deck.category] : [])))];

/** The category of `?slides=` when some deck has it; otherwise none (every deck). */
export function chosenSlideCategory(decks: readonly SlideView[], requested: string | null | undefined): string | null {
  return requested && slideCategories(decks).includes(requested) ? requested : null;
}

/** The query parameter of the slides' filter: the events' own filter is `?category=`, which this leaves alone. */
export const SLIDES_QUERY = "slides";

/** The events page with only the decks of `category` (every deck for null), scrolled to the slides. */
export const slideCategoryPath = (category: string | null) =>
  category === null ? "/events#slides" : `/events?${SLIDES_QUERY}=${encodeURIComponent(category)}#slides`;

/** What the list says it shows: "12 sessions", or "3 sessions in Professional". */
export function slideCountText(decks: readonly SlideView[], category: string | null): string {
  const shown = category === null ? decks.length : decks.filter((deck) => deck.category === category).length;
  return `${plural(shown, "session")}${category === null ? "" : ` in ${category}`}`;
}

const chip =
  "rounded-full border border-line px-3 py-1 text-sm font-medium text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white";
const link = "font-semibold text-link underline underline-offset-4";

/**
 * A link to the decks of one category (marked when it is the list shown): a page load, which the
 * Worker (or the edge) answers with the list filtered, so the page's first load needs no renderer.
 */
const categoryLink = (category: string | null, chosen: string | null) =>
  html`<li><a href="${slideCategoryPath(category)}" class="${chip}"${category === chosen ? html` aria-current="page"` : null}>${category ?? "All"}</a></li>`;

/** A link that opens elsewhere, named for screen readers with the deck it belongs to. */
const outLink = (url: string | undefined, what: string, title: string) =>
  url
    ? html`<a href="${url}" target="_blank" rel="noopener noreferrer" aria-label="${`${what}: ${title} (opens in a new tab)`}" class="${link}">${what}</a>`
    : null;

const deckItem = (deck: SlideView) =>
  html`<li class="p-4 sm:flex sm:items-start sm:justify-between sm:gap-6"><div class="min-w-0">${deck.category ? html`<p class="text-xs font-semibold uppercase tracking-wider text-link">${deck.category}</p>` : null}<p class="mt-1 font-semibold text-ink">${deck.title}</p><p class="text-sm text-ink-muted"><time datetime="${deck.date}">${formatDay("day", deck.date)}</time>${deck.presenter ? ` · ${deck.presenter}` : ""}</p>${deck.summary ? html`<p class="mt-1 text-sm text-ink">${deck.summary}</p>` : null}</div><p class="mt-3 flex shrink-0 gap-4 text-sm sm:mt-1">${outLink(deck.slidesUrl, "Slides", deck.title)}${outLink(deck.recordingUrl, "Recording", deck.title)}</p></li>`;

/**
 * /events' slides and recordings: links to show only one category's decks ("All" for every deck:
 * links, so they work before the page's script runs and each filter has its address, as the blog's
 * tags; each is a page load), how many are shown, and the decks grouped by term, newest first.
 */
export function slideListHtml(decks: readonly SlideView[], category: string | null): Html {
  if (decks.length === 0) return html`<p class="text-ink-muted">No slides or recordings are online yet.</p>`;
  const shown = category === null ? decks : decks.filter((deck) => deck.category === category);
  const terms = [...new Set(shown.map((deck) => deck.term))].sort(compareTermsNewestFirst);
  const categories = slideCategories(decks);
  return html`${categories.length > 0 ? html`<nav aria-label="Filter slides by category"><ul class="flex min-w-0 flex-wrap gap-2">${[null, ...categories].map((each) => categoryLink(each, category))}</ul></nav>` : null}<p class="text-sm text-ink-muted">${slideCountText(decks, category)}</p>${terms.map(
    (term) =>
      html`<section aria-labelledby="${`term-${term}`}"><h3 id="${`term-${term}`}" class="text-lg font-semibold text-ink">${termLabel(term)}</h3><ul class="mt-3 divide-y divide-line rounded-xl border border-line bg-surface-raised">${shown.filter((deck) => deck.term === term).map(deckItem)}</ul></section>`,
  )}`;
}

/**
 * The list's place while the decks load: nothing. The list sits below the events' block, which is a
 * screen tall from the first paint, so its arrival moves nothing in view; and the events page's
 * first load then carries no outline for it (decision 087).
 */
export const SLIDE_LIST_PLACEHOLDER: Html = html``;
