import type { BlogFrontMatter } from "./schema/blog";
import { splitFrontMatter } from "./front-matter";

/** A post's metadata; the body is rendered at build by the post page's loader. */
export type BlogPostInfo = BlogFrontMatter & { slug: string; path: string };

// Every post file. In the browser build these imports carry only the front
// matter (scripts/vite/blog-front-matter-only.ts), so the search index and
// the page list do not ship the posts' text.
const files = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

const blogPostPath = (slug: string) => `/blogs/${slug}`;

function toPost(file: string, source: string): BlogPostInfo {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  const { attributes: a } = splitFrontMatter(source);
  const text = (key: string) => (typeof a[key] === "string" ? a[key] : "");
  return {
    slug,
    path: blogPostPath(slug),
    title: text("title"),
    description: text("description"),
    date: text("date"),
    author: text("author"),
    tags: Array.isArray(a.tags) ? a.tags : [],
  };
}

/** Every post, newest first (front matter checked by src/content/content.test.ts). */
export const BLOG_POSTS: readonly BlogPostInfo[] = Object.entries(files)
  .map(([file, source]) => toPost(file, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
