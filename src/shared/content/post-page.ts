import { excerpt } from "../excerpt";
import { imageFileSize } from "./image-sources";
import { type ShareMeta, shareMeta } from "../share-tags";
import { postPath } from "./paths";

/**
 * The <head> of a blog post's page, /blogs/{slug}: title, description, canonical address, Open
 * Graph (an article, with its date, author and tags) and Twitter tags. One definition for the two
 * writers, as for events (decision 023): the Worker puts it into the HTML it serves (link previews
 * run no JavaScript), and the post's route renders the same tags once it has taken the page over
 * (decision 079). No zod here: the page's first load imports it.
 */

export type PostPageMeta = ShareMeta;

/** What the tags say of a post (its fields, src/shared/content/posts.ts). */
export type PagePost = {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  tags: readonly string[];
  cover?: { src: string; alt: string } | undefined;
};

export type PostPageHead = { title: string; url: string; meta: PostPageMeta[] };

export function postPageHead(post: PagePost, siteOrigin: string, site: { productName: string }): PostPageHead {
  const title = `${post.title} | ${site.productName}`;
  const description = excerpt(post.description, 300);
  const url = `${siteOrigin}${postPath(post.slug)}`;
  // The post's cover (its widest file, whose size its address tells), or the blog's share image.
  const coverSize = post.cover ? imageFileSize(post.cover.src, "photo") : null;
  const cover = post.cover && coverSize ? { ...coverSize, src: post.cover.src, alt: post.cover.alt } : null;
  const meta = shareMeta({
    type: "article",
    siteName: site.productName,
    title,
    description,
    url,
    ...(cover
      ? { image: `${siteOrigin}${cover.src}`, imageSize: cover, imageAlt: cover.alt }
      : { image: `${siteOrigin}/og/blogs.png`, imageAlt: `${post.title}, ${site.productName}` }),
    more: [["article:published_time", post.date], ["article:author", post.author], ...post.tags.map((tag) => ["article:tag", tag] as const)],
  });
  return { title, url, meta };
}
