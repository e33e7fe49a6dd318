import type { PublishedItem } from "~/shared/content/pages";
import { albumPath, postPath, programPath } from "~/shared/content/paths";
import { slideCategoryPath } from "~/shared/content/lists/slides";
import { termLabel } from "~/shared/content/term-keys";
import { type ContentCollection, RESOURCE_SECTION_LABELS, type ResourceSection } from "~/shared/content/vocabulary";
import { excerpt } from "~/shared/excerpt";
import { plural } from "~/shared/plural";
import type { SearchEntry } from "./search-index";

/**
 * The content officers edit, as search entries (decisions 079 and 084): read from the API when the
 * search opens, as the events are, so a new post, board member, sponsor, album, resource or program
 * is found at once. An item missing a field the entry needs is left out.
 */

const DESCRIPTION_CHARS = 200;

/** A board member by name and role; the link lands on the member's card (its heading's id, src/shared/content/lists/board.ts). */
export function boardEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { name, role, major, year } = fields;
  if (typeof name !== "string" || typeof role !== "string") return [];
  const about = typeof major === "string" && typeof year === "string" ? ` · ${major}, ${year.toLowerCase()}` : "";
  return [{ id: `person:${id}`, path: `/board#member-${id}`, title: name, description: `${role}${about}`, kind: "person", label: "Board member" }];
}

/** A blog post by title and summary. */
export function postEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { slug, title, description } = fields;
  if (typeof slug !== "string" || typeof title !== "string" || typeof description !== "string") return [];
  return [{ id: `post:${id}`, path: postPath(slug), title, description: excerpt(description, DESCRIPTION_CHARS), kind: "post", label: "Blog post" }];
}

/** A sponsor by name and description; the link lands on its tier on /sponsors (its heading's id, src/shared/content/lists/sponsors.ts). */
export function sponsorEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { organisation, tier, blurb } = fields;
  if (typeof organisation !== "string" || typeof tier !== "string" || typeof blurb !== "string") return [];
  return [
    {
      id: `sponsor:${id}`,
      path: `/sponsors#tier-${tier}`,
      title: organisation,
      description: excerpt(blurb, DESCRIPTION_CHARS),
      kind: "sponsor",
      label: "Sponsor",
    },
  ];
}

/** A gallery album by title, term and its photos' captions; the link opens the gallery at its term. */
export function albumEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { title, term, photos } = fields;
  if (typeof title !== "string" || typeof term !== "string" || !Array.isArray(photos)) return [];
  const captions = photos.flatMap((photo: unknown) => {
    const caption = (photo as { caption?: unknown } | null)?.caption;
    return typeof caption === "string" && caption ? [caption] : [];
  });
  const about = `${plural(photos.length, "photo")} from ${termLabel(term)}${captions.length > 0 ? `: ${captions.join(" · ")}` : ""}`;
  return [{ id: `album:${id}`, path: albumPath(term), title, description: excerpt(about, DESCRIPTION_CHARS), kind: "album", label: "Photo album" }];
}

/**
 * An entry of /resources by title and description, labelled with its section; the link lands on the
 * section. The first-year FAQ's entries are questions (kind `faq`), the other sections' resources.
 */
export function resourceEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { section, title, description } = fields;
  if (typeof section !== "string" || !(section in RESOURCE_SECTION_LABELS) || typeof title !== "string" || typeof description !== "string") return [];
  const faq = section === "first-year-faq";
  return [
    {
      id: faq ? `faq:resources:${id}` : `resource:${id}`,
      path: `/resources#${section}`,
      title,
      description: excerpt(description, DESCRIPTION_CHARS),
      kind: faq ? "faq" : "resource",
      label: RESOURCE_SECTION_LABELS[section as ResourceSection],
    },
  ];
}

/** A program's page by name and summary (decision 084), and each of its questions; a question's link lands on the page's questions. */
export function programEntries({ id, fields }: PublishedItem): SearchEntry[] {
  const { slug, name, summary, faqs } = fields;
  if (typeof slug !== "string" || typeof name !== "string" || typeof summary !== "string") return [];
  const page: SearchEntry = { id: `program:${id}`, path: programPath(slug), title: name, description: summary, kind: "page", label: "Program" };
  const questions = (Array.isArray(faqs) ? faqs : []).flatMap((faq: unknown, index): SearchEntry[] => {
    const { question, answer } = (faq ?? {}) as Record<string, unknown>;
    if (typeof question !== "string" || typeof answer !== "string") return [];
    return [
      {
        id: `faq:${id}:${index}`,
        path: `${programPath(slug)}#faq`,
        title: question,
        description: excerpt(answer, DESCRIPTION_CHARS),
        kind: "faq",
        label: `${name} FAQ`,
      },
    ];
  });
  return [page, ...questions];
}

/**
 * A talk's slides and recording by title, presenter and summary; the link opens /events' list of
 * talks filtered to its kind of meeting (the filter is a link that works without scripts).
 */
export function talkEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { title, presenter, summary, term, category, slidesUrl, recordingUrl } = fields;
  if (typeof title !== "string" || typeof term !== "string" || (typeof slidesUrl !== "string" && typeof recordingUrl !== "string")) return [];
  const label = typeof slidesUrl === "string" ? (typeof recordingUrl === "string" ? "Slides and recording" : "Slides") : "Recording";
  const by = typeof presenter === "string" ? `${presenter}, ` : "";
  const about = `${by}${termLabel(term)}${typeof summary === "string" ? `: ${summary}` : ""}`;
  return [
    {
      id: `talk:${id}`,
      path: slideCategoryPath(typeof category === "string" ? category : null),
      title,
      description: excerpt(about, DESCRIPTION_CHARS),
      kind: "talk",
      label,
    },
  ];
}

/**
 * The collections the search reads (GET /api/content/{collection}) and the entries each item gives:
 * every collection a public page lists.
 */
export const CONTENT_ENTRIES = {
  posts: postEntry,
  board: boardEntry,
  sponsors: sponsorEntry,
  albums: albumEntry,
  resources: resourceEntry,
  programs: programEntries,
  slides: talkEntry,
} as const satisfies Partial<Record<ContentCollection, (item: PublishedItem) => SearchEntry[]>>;
