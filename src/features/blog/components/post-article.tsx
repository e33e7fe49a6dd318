import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import type { PostView } from "../lib/posts";
import { formatDay } from "~/shared/time/formats";
import { useInternalLinks } from "../hooks/use-internal-links";

const PROSE =
  "mt-8 space-y-5 text-lg leading-relaxed text-ink [&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-green [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted " +
  "[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:text-base [&_pre_code]:p-0 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold " +
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base " +
  "[&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left";

/** A post: title, author and date, tags, and its body as HTML rendered from its Markdown (lib/post-body.ts). */
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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's HTML, rendered from its Markdown with raw HTML escaped (renderPostBody) */}
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
