import { ContentList } from "~/components/content-list";
import { POST_ARTICLE_PLACEHOLDER, postArticleHtml } from "~/shared/content/lists/post-article";
import type { PostView } from "~/shared/content/lists/posts";
import { trustedHtml } from "~/shared/html";
import { useInternalLinks } from "~/lib/use-internal-links";

const ARTICLE = "mx-auto max-w-3xl px-4 py-10 sm:py-14";

/**
 * A post: title, author and date, tags, and its body as HTML rendered from its Markdown with raw
 * HTML escaped (renderMarkdown, src/shared/markdown.ts). The markup is the one the Worker writes
 * into the post's page (postArticleHtml, decision 083); its links to this site stay in the app.
 */
export function PostArticle({ post, html }: { post: PostView; html: string }) {
  const onClick = useInternalLinks();
  return (
    <article className={ARTICLE}>
      <ContentList className="" html={postArticleHtml(post, trustedHtml(html))} onClick={onClick} />
    </article>
  );
}

/**
 * The post's page until its code has run: the Worker writes the post into it (the same markup as
 * PostArticle), so the post paints before any script; prerendered, and under `npm run dev`, outlines.
 */
export function PostArticlePlaceholder() {
  const onClick = useInternalLinks();
  return (
    <article className={ARTICLE}>
      <ContentList className="" html={POST_ARTICLE_PLACEHOLDER} onClick={onClick} />
    </article>
  );
}
