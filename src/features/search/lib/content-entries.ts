import type { PublishedItem } from "~/shared/content/pages";
import { postPath, programPath } from "~/shared/content/paths";
import { RESOURCE_SECTION_LABELS } from "~/shared/content/vocabulary";
import { excerpt } from "~/shared/excerpt";
import type { SearchEntry } from "./search-index";

/**
 * The content officers edit, as search entries (decisions 079 and 084): read from the API when the
 * search opens, as the events are, so a new post, board member or program is found at once. An item missing a field
 * the entry needs is left out.
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

/** A question of the resources' first-year FAQ, by question and answer; the link lands on the FAQ. */
export function questionEntry({ id, fields }: PublishedItem): SearchEntry[] {
  const { section, title, description } = fields;
  if (section !== "first-year-faq" || typeof title !== "string" || typeof description !== "string") return [];
  return [
    {
      id: `faq:resources:${id}`,
      path: `/resources#${section}`,
      title,
      description: excerpt(description, DESCRIPTION_CHARS),
      kind: "faq",
      label: RESOURCE_SECTION_LABELS[section],
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
