import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { PROSE } from "~/components/prose";
import type { BlogPostInfo } from "~/content/blog-posts";
import { formatDay } from "~/shared/time/formats";
import { useInternalLinks } from "../hooks/use-internal-links";

/** A post: title, author and date, tags, and its body as HTML rendered from the Markdown at build (lib/post-body.server.ts). */
export function PostArticle({ post, html }: { post: BlogPostInfo; html: string }) {
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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's own HTML, rendered from our Markdown at build */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the handler only takes clicks on the body's links, which keep their keys (Enter clicks them) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler only takes clicks on the body's links, which stay ordinary links */}
      <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
