import type { MetaDescriptor } from "react-router";
import { publishedContent } from "~/lib/public-api/content";
import { canonicalOrigin, servedAsNotFound } from "~/lib/served-page";
import { CONTENT_DATA_ELEMENT_ID } from "~/shared/content/pages";
import { postPageHead } from "~/shared/content/post-page";
import { site } from "~/site.config";
import { type PostView, postsOf } from "./posts";

/** What the Worker writes into the head of a post's page (worker/features/content/services/content-pages.ts). */
const WORKER_TAGS = 'title, meta[name="description"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], link[rel="canonical"]';

/**
 * The post of /blogs/{slug} for the page's route (decision 079). A page the Worker served carries
 * the post with its body as HTML: read it once, and no API call is made nor Markdown renderer
 * loaded; the Worker's head tags go with it, since the route renders the same tags from then on.
 * Otherwise (a click from another page) the API is asked and the body rendered here, with the
 * renderer loaded only now. Undefined: no such post.
 */
export async function pagePost(slug: string): Promise<{ post: PostView; html: string; origin: string } | undefined> {
  if (servedAsNotFound()) return undefined;
  const served = document.getElementById(CONTENT_DATA_ELEMENT_ID) !== null;
  const origin = served ? canonicalOrigin() : window.location.origin;
  const { posts } = await publishedContent(["posts"]);
  if (served) for (const tag of document.head.querySelectorAll(WORKER_TAGS)) tag.remove();
  const post = postsOf(posts).find((candidate) => candidate.slug === slug);
  if (!post) return undefined;
  const html = post.html ?? (await import("./post-body")).renderPostBody(post.body ?? "");
  return { post, html, origin };
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
