import type { PublishedItem } from "~/shared/content/pages";
import { postPath } from "~/shared/content/paths";
import { RESOURCE_SECTION_LABELS } from "~/shared/content/vocabulary";
import { excerpt } from "~/shared/excerpt";
import type { SearchEntry } from "./search-index";

/**
 * The content officers edit, as search entries (decision 079): read from the API when the search
 * opens, as the events are, so a new post or board member is found at once. An item missing a field
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
