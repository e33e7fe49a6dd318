import type { MetaDescriptor } from "react-router";
import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { getPublished, publishedContent, readServedPage } from "~/lib/public-api/content";
import { canonicalOrigin, servedAsNotFound } from "~/lib/served-page";
import { CONTENT_DATA_ELEMENT_ID, type PublishedItem } from "~/shared/content/pages";
import { postPath } from "~/shared/content/paths";
import { postPageHead } from "~/shared/content/post-page";
import { site } from "~/site.config";
import { type PostView, postsOf } from "~/shared/content/lists/posts";

/** What the Worker writes into the head of a post's page (worker/features/content/services/content-pages.ts). */
const WORKER_TAGS = 'title, meta[name="description"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], link[rel="canonical"]';

/**
 * The published posts that may be the page's: those the Worker wrote into this page (read once; its
 * head tags go with them, since the route renders the same tags from then on), else those it writes
 * into the post's page, fetched (after a click from another page; the edge keeps that page). Either
 * way the post's body comes as HTML the Worker rendered, and no visitor loads a Markdown renderer.
 * Under `npm run dev` no page is the Worker's: the API gives the posts, and their Markdown is
 * rendered here (renderMarkdown, the same renderer).
 */
async function candidates(slug: string): Promise<{ items: PublishedItem[]; origin: string } | undefined> {
  if (document.getElementById(CONTENT_DATA_ELEMENT_ID)) {
    const origin = canonicalOrigin();
    const { posts } = await publishedContent(["posts"]);
    for (const tag of document.head.querySelectorAll(WORKER_TAGS)) tag.remove();
    return { items: posts, origin };
  }
  if (import.meta.env.DEV) return { items: await getPublished("posts"), origin: window.location.origin };
  const served = await readServedPage(postPath(slug));
  return served && { items: served.posts ?? [], origin: window.location.origin };
}

/** The post of /blogs/{slug} for the page's route (decision 079), with its body as HTML. Undefined: no such post. */
export async function pagePost(slug: string): Promise<{ post: PostView; html: string; origin: string } | undefined> {
  if (servedAsNotFound()) return undefined;
  const found = await candidates(slug);
  const post = found && postsOf(found.items).find((candidate) => candidate.slug === slug);
  if (!found || !post) return undefined;
  if (post.html !== undefined) return { post, html: post.html, origin: found.origin };
  // Only the API's posts (npm run dev) lack the HTML. The built site has no such branch, and so no
  // Markdown renderer to load (nor the module runtime a lazy chunk would split out of the entry).
  if (!import.meta.env.DEV) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  const { renderMarkdown } = await import("~/shared/markdown");
  return { post, html: renderMarkdown(post.body ?? ""), origin: found.origin };
}

/** The page's head tags: the same as the Worker writes (src/shared/content/post-page.ts). */
export function postMeta(post: PostView, origin: string): MetaDescriptor[] {
  const head = postPageHead(post, origin, site);
  return [
    { title: head.title },
    ...head.meta.map(({ attribute, key, content }) => ({ [attribute]: key, content })),
    { tagName: "link", rel: "canonical", href: head.url },
  ];
}
