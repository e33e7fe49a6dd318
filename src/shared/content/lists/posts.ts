import { type Html, html } from "../../html";
import { plural } from "../../plural";
import { formatDay } from "../../time/formats";
import type { PublishedItem } from "../pages";
import { postPath } from "../paths";
import { contentImageHtml } from "./content-image";

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

/** The cover when the item has one as the contract says (an address and its alt text); otherwise none. */
function coverOf(value: unknown): PostView["cover"] {
  const cover = value as { src?: unknown; alt?: unknown } | null | undefined;
  return typeof cover?.src === "string" && typeof cover.alt === "string" ? { src: cover.src, alt: cover.alt } : undefined;
}

/**
 * The posts as the blog shows them, newest first. The Worker checked every item against its
 * contract when it was written; an item that is not a post after all is left out rather than
 * breaking the page. No zod: the page's first load carries this.
 */
export function postsOf(items: readonly PublishedItem[]): PostView[] {
  const posts = items.flatMap(({ id, fields, html: body }) =>
    TEXT_FIELDS.every((key) => typeof fields[key] === "string") && Array.isArray(fields.tags)
      ? [
          {
            ...(fields as Omit<PostView, "id" | "path">),
            id,
            path: postPath(String(fields.slug)),
            tags: (fields.tags as unknown[]).filter((tag): tag is string => typeof tag === "string"),
            cover: coverOf(fields.cover),
            ...(body === undefined ? {} : { html: body }),
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

/** Every tag the posts have, in order. */
export const postTags = (posts: readonly PostView[]): string[] => [...new Set(posts.flatMap((post) => post.tags))].sort();

/** The tag of `?tag=` when some post has it; otherwise none (every post). */
export function chosenTag(posts: readonly PostView[], requested: string | null | undefined): string | null {
  return requested && postTags(posts).includes(requested) ? requested : null;
}

/** The address of the list with only the posts tagged `tag` (every post for null). */
export const tagPath = (tag: string | null) => (tag === null ? "/blogs" : `/blogs?tag=${encodeURIComponent(tag)}`);

/** What the list says it shows: "3 posts", or "2 posts tagged #career". */
export function postCountText(posts: readonly PostView[], tag: string | null): string {
  const shown = tag === null ? posts.length : posts.filter((post) => post.tags.includes(tag)).length;
  return tag === null ? plural(shown, "post") : `${plural(shown, "post")} tagged #${tag}`;
}

const chip =
  "rounded-full border border-line px-3 py-1 text-sm font-medium text-ink transition-colors hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white";

/** A link to the list filtered by a tag (marked when it is the list shown); the SPA follows it without a reload and keeps the scroll. */
const tagLink = (tag: string | null, chosen: string | null) =>
  html`<li><a href="${tagPath(tag)}" data-replace="" class="${chip}"${tag === chosen ? html` aria-current="page"` : null}>${tag === null ? "All" : `#${tag}`}</a></li>`;

/** How wide a card's cover is shown: the card's width (two columns of max-w-6xl from md, one below). */
const CARD_COVER_SIZES = "(min-width: 72rem) 34rem, (min-width: 48rem) calc(50vw - 2.5rem), calc(100vw - 2rem)";

/** A card's cover across its top, to the card's edges; lazy, as the list may hold many. */
const cardCover = (cover: NonNullable<PostView["cover"]>) =>
  contentImageHtml(cover, "photo", { sizes: CARD_COVER_SIZES, className: "-mx-5 -mt-5 mb-4", imgClassName: "rounded-t-xl" });

/** A post as a card: its cover where it has one, title (the link), date, author, description and tags. The whole card is clickable through the link's ::after. */
const postCard = (post: PostView) =>
  html`<li class="relative flex flex-col rounded-xl border border-line bg-surface-raised p-5 shadow-sm hover:border-brand">${post.cover && cardCover(post.cover)}<p class="text-sm text-ink-muted"><time datetime="${post.date}">${formatDay("day", post.date)}</time> · ${post.author}</p><h2 class="mt-2 text-xl font-semibold text-ink"><a href="${post.path}" class="after:absolute after:inset-0 after:rounded-xl hover:text-link">${post.title}</a></h2><p class="mt-2 flex-1 text-ink-muted">${post.description}</p><ul aria-label="Tags" class="mt-4 flex flex-wrap gap-2">${post.tags.map(
    (tag) => html`<li class="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">#${tag}</li>`,
  )}</ul></li>`;

/**
 * /blogs' list: links to show only the posts with one tag ("All" for every post: links, so they
 * work before the page's script runs and each filter has its address), how many posts are shown,
 * and the posts as cards.
 */
export function postListHtml(posts: readonly PostView[], tag: string | null): Html {
  const shown = tag === null ? posts : posts.filter((post) => post.tags.includes(tag));
  return html`<nav aria-label="Filter posts by tag"><ul class="flex min-w-0 flex-wrap gap-2">${[null, ...postTags(posts)].map((each) => tagLink(each, tag))}</ul></nav><p class="text-sm text-ink-muted">${postCountText(posts, tag)}</p><ul class="grid gap-5 md:grid-cols-2">${shown.map(postCard)}</ul>`;
}

/** The list's place while the posts load: the tag row's and the count's lines, and card outlines (more than a tall screen holds). */
export const POST_LIST_PLACEHOLDER: Html = html`<div aria-busy="true" class="space-y-6"><div aria-hidden="true" class="h-8 w-2/3 rounded bg-surface-muted"></div><div aria-hidden="true" class="h-5 w-16 rounded bg-surface-muted"></div><ul aria-hidden="true" class="grid gap-5 md:grid-cols-2">${Array.from(
  { length: 6 },
  () => html`<li class="h-56 rounded-xl border border-line bg-surface-raised shadow-sm"></li>`,
)}</ul></div>`;
