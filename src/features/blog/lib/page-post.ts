import type { MetaDescriptor } from "react-router";
import { pageItem } from "~/lib/content-item-page";
import { postPath } from "~/shared/content/paths";
import { postPageHead } from "~/shared/content/post-page";
import { site } from "~/site.config";
import { type PostView, postsOf } from "~/shared/content/lists/posts";

/** The post of /blogs/{slug} for the page's route (decision 079), with its body as HTML. Undefined: no such post. */
export async function pagePost(slug: string): Promise<{ post: PostView; html: string; origin: string } | undefined> {
  const found = await pageItem("posts", postPath(slug), (items) => postsOf(items).find((candidate) => candidate.slug === slug));
  return found && { post: found.item, html: found.html, origin: found.origin };
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
