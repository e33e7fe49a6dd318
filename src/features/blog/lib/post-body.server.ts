import { renderMarkdown } from "~/lib/markdown";
import { splitFrontMatter } from "~/content/front-matter";

/**
 * A post's body as HTML when the page is prerendered (the files in src/content/blog/, the sample
 * chapter's seed). Server-only (`.server`): the browser gets the HTML with the page.
 */
const files = import.meta.glob<string>("/src/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** The HTML of a post's body, by slug. */
export function renderPostBody(slug: string): string {
  const source = Object.entries(files).find(([file]) => file.endsWith(`/${slug}.md`))?.[1];
  if (source === undefined) throw new Error(`No post file for "${slug}" in src/content/blog/`);
  return renderMarkdown(splitFrontMatter(source).body);
}
