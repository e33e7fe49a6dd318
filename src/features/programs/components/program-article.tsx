import { ContentList } from "~/components/content-list";
import { useInternalLinks } from "~/lib/use-internal-links";
import { PROGRAM_ARTICLE_PLACEHOLDER, type ProgramView, programArticleHtml } from "~/shared/content/lists/programs";
import { trustedHtml } from "~/shared/html";

const ARTICLE = "mx-auto max-w-4xl px-4 py-10 sm:py-14";

/**
 * A program's page: its name and summary, its body as HTML rendered from its Markdown with raw HTML
 * escaped (renderMarkdown, src/shared/markdown.ts), how to join, its lead and its questions. The
 * markup is the one the Worker writes into the program's page (programArticleHtml, decision 084);
 * its links to this site stay in the app.
 */
export function ProgramArticle({ program, html }: { program: ProgramView; html: string }) {
  const onClick = useInternalLinks();
  return (
    <article className={ARTICLE}>
      <ContentList className="" html={programArticleHtml(program, trustedHtml(html))} onClick={onClick} />
    </article>
  );
}

/**
 * The program's page until its code has run: the Worker writes the program into it (the same markup
 * as ProgramArticle), so it paints before any script; prerendered, and under `npm run dev`, outlines.
 */
export function ProgramArticlePlaceholder() {
  const onClick = useInternalLinks();
  return (
    <article className={ARTICLE}>
      <ContentList className="" html={PROGRAM_ARTICLE_PLACEHOLDER} onClick={onClick} />
    </article>
  );
}
