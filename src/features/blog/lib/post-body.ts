/**
 * A post's Markdown as HTML, for the blog's pages and the editor's preview: the site's one Markdown
 * renderer (src/shared/markdown.ts), which the Worker uses for a post's page too (decision 079).
 */
export { renderMarkdown as renderPostBody } from "~/shared/markdown";
