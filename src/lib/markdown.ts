/** Markdown as the site renders it, for the SPA's imports: the renderer lives in the shared layer (decision 079). */
export { renderMarkdown } from "~/shared/markdown";
