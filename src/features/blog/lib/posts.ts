import type { PublishedItem } from "~/shared/content/pages";
import { postPath } from "~/shared/content/paths";

/** A post as the blog's pages show it (its fields, src/shared/content/posts.ts; the body only on its own page). */
export type PostView = {
  id: string;
  slug: string;
  path: string;
  title: string;
  description: string;
  /** "YYYY-MM-DD". */
  date: string;
  author: string;
  tags: string[];
  cover?: { src: string; alt: string };
  /** Markdown, where the page was given it. */
  body?: string;
  /** The body as HTML, where the Worker rendered it (a post's page as first served). */
  html?: string;
};

const TEXT_FIELDS = ["slug", "title", "description", "date", "author"] as const;

/**
 * The posts as the blog shows them, newest first. The Worker checked every item against its
 * contract when it was written; an item that is not a post after all is left out rather than
 * breaking the page. No zod: the page's first load carries this.
 */
export function postsOf(items: readonly PublishedItem[]): PostView[] {
  const posts = items.flatMap(({ id, fields, html }) =>
    TEXT_FIELDS.every((key) => typeof fields[key] === "string") && Array.isArray(fields.tags)
      ? [
          {
            ...(fields as Omit<PostView, "id" | "path">),
            id,
            path: postPath(String(fields.slug)),
            tags: (fields.tags as unknown[]).filter((tag): tag is string => typeof tag === "string"),
            ...(html === undefined ? {} : { html }),
          },
        ]
      : [],
  );
  // Newest first; the list's own order among posts of one day.
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.index - b.index)
    .map(({ post }) => post);
}
