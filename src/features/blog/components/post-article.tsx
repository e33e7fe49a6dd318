import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { PROSE } from "~/components/prose";
import { formatDay } from "~/shared/time/formats";
import { useInternalLinks } from "../hooks/use-internal-links";
import type { PostView } from "../lib/posts";

/** A post: title, author and date, tags, and its body as HTML rendered from its Markdown (src/shared/markdown.ts). */
export function PostArticle({ post, html }: { post: PostView; html: string }) {
  const onClick = useInternalLinks();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm">
        <Link to="/blogs" prefetch="intent" className={textLink}>
          ← All posts
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-ink-muted">
        By {post.author} · <time dateTime={post.date}>{formatDay("day", post.date)}</time>
      </p>
      <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
        {post.tags.map((tag) => (
          <li key={tag}>
            <Link to={`/blogs?tag=${tag}`} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted hover:text-link">
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's HTML, rendered from its Markdown with raw HTML escaped (renderMarkdown, src/shared/markdown.ts) */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the handler only takes clicks on the body's links, which keep their keys (Enter clicks them) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler only takes clicks on the body's links, which stay ordinary links */}
      <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** The post's page until its post has been read: the way back, and outlines of the title, byline and text. */
export function PostArticlePlaceholder() {
  return (
    <div aria-busy="true" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm">
        <Link to="/blogs" prefetch="intent" className={textLink}>
          ← All posts
        </Link>
      </p>
      <div aria-hidden="true">
        <div className="mt-4 h-10 w-3/4 rounded bg-surface-muted" />
        <div className="mt-3 h-5 w-1/2 rounded bg-surface-muted" />
        <div className="mt-8 h-96 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
