import { excerpt } from "../excerpt";
import { postPath } from "./paths";

/**
 * The <head> of a blog post's page, /blogs/{slug}: title, description, canonical address, Open
 * Graph (an article, with its date, author and tags) and Twitter tags. One definition for the two
 * writers, as for events (decision 023): the Worker puts it into the HTML it serves (link previews
 * run no JavaScript), and the post's route renders the same tags once it has taken the page over
 * (decision 079). No zod here: the page's first load imports it.
 */

export type PostPageMeta = { attribute: "name" | "property"; key: string; content: string };

/** What the tags say of a post (its fields, src/shared/content/posts.ts). */
export type PagePost = { slug: string; title: string; description: string; date: string; author: string; tags: readonly string[] };

export type PostPageHead = { title: string; url: string; meta: PostPageMeta[] };

export function postPageHead(post: PagePost, siteOrigin: string, site: { productName: string }): PostPageHead {
  const title = `${post.title} | ${site.productName}`;
  const description = excerpt(post.description, 300);
  const url = `${siteOrigin}${postPath(post.slug)}`;
  // The blog's share image: a post written on the site has none of its own.
  const image = `${siteOrigin}/og/blogs.png`;
  const name = (key: string, content: string): PostPageMeta => ({ attribute: "name", key, content });
  const property = (key: string, content: string): PostPageMeta => ({ attribute: "property", key, content });
  const meta = [
    name("description", description),
    property("og:type", "article"),
    property("og:site_name", site.productName),
    property("og:title", title),
    property("og:description", description),
    property("og:url", url),
    property("og:image", image),
    property("og:image:width", "1200"),
    property("og:image:height", "630"),
    property("og:image:alt", `${post.title}, ${site.productName}`),
    property("article:published_time", post.date),
    property("article:author", post.author),
    ...post.tags.map((tag) => property("article:tag", tag)),
    name("twitter:card", "summary_large_image"),
    name("twitter:title", title),
    name("twitter:description", description),
    name("twitter:image", image),
  ];
  return { title, url, meta };
}
