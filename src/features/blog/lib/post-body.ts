/**
 * A post's Markdown as HTML, for the blog's pages and the editor's preview. The renderer lives with
 * the content's contracts (src/shared/content/post-body.ts) because the Worker renders a post's
 * page with it too (decision 079).
 */
export { renderPostBody } from "~/shared/content/post-body";
