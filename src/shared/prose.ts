/** Text rendered from Markdown (a post, a program page, an editor's preview): headings, lists, links, tables and code in the site's type. */
export const PROSE =
  "mt-8 space-y-5 text-lg leading-relaxed text-ink [&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-accent [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted " +
  "[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:text-base [&_pre_code]:p-0 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold " +
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base " +
  "[&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left";

/** How wide a photo in such text is shown (the `sizes` of its <picture>): the article's column, at most 46rem (max-w-3xl less its padding). */
export const PROSE_IMAGE_SIZES = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";
