import { BOARD } from "~/content/board";
import { PAGES } from "~/content/pages";
import { PROGRAMS } from "~/content/programs";
import { RESOURCES } from "~/content/resources";
import { BLOG_POSTS } from "~/content/blog-posts";

/** What a result is, shown beside it. */
export type SearchKind = "page" | "post" | "event" | "person" | "faq";

/** What the search looks through for one thing people look for: a page, a post, an event, a board member, a question. */
export type SearchEntry = {
  /** Unique among the entries (several questions share a page). */
  id: string;
  path: string;
  title: string;
  description: string;
  kind: SearchKind;
  /** The kind in words, e.g. "Event" or "Mentor-Mentee FAQ". */
  label: string;
};

const postPaths = new Set(BLOG_POSTS.map((post) => post.path));

const pageEntries: SearchEntry[] = PAGES.filter((page) => page.searchable).map((page) => {
  const post = postPaths.has(page.path);
  return {
    id: `page:${page.path}`,
    path: page.path,
    title: page.name,
    description: page.description,
    kind: post ? "post" : "page",
    label: post ? "Blog post" : "Page",
  };
});

// The board by name and role; the link lands on the member's card (its heading's id, board-card.tsx).
const boardEntries: SearchEntry[] = BOARD.map((member) => ({
  id: `person:${member.id}`,
  path: `/board#member-${member.id}`,
  title: member.name,
  description: `${member.role} · ${member.major}, ${member.year.toLowerCase()}`,
  kind: "person",
  label: "Board member",
}));

const faqEntries: SearchEntry[] = [
  ...PROGRAMS.flatMap((program) =>
    program.faq.map((item, index) => ({
      id: `faq:${program.slug}:${index}`,
      path: `/${program.slug}#faq`,
      title: item.question,
      description: item.answer,
      kind: "faq" as const,
      label: `${program.name} FAQ`,
    })),
  ),
  ...RESOURCES.freshmanFaq.map((item, index) => ({
    id: `faq:resources:${index}`,
    path: "/resources#freshman-faq",
    title: item.question,
    description: item.answer,
    kind: "faq" as const,
    label: "Freshman FAQ",
  })),
];

/** Everything the site's content offers to the search; events come from the API when the search opens (event-entries.ts). */
export const SEARCH_ENTRIES: readonly SearchEntry[] = [...pageEntries, ...boardEntries, ...faqEntries];

/** The search's Fuse.js options (docs/product.md, Search): the product's constants, kept for every kind. */
export const SEARCH_OPTIONS = {
  threshold: 0.6,
  distance: 200,
  keys: ["title", "description"],
  includeMatches: true,
  includeScore: true,
};
