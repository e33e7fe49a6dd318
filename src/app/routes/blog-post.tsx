import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { BLOG_POSTS, type BlogPostInfo } from "~/content/blog-posts";
import { renderPostBody } from "~/features/blog/lib/post-body.server";
import { useInternalLinks } from "~/features/blog/hooks/use-internal-links";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/blog-post";

/** The post whose page this request is for (one route per post, see routes.ts). */
function postForUrl(url: string): BlogPostInfo {
  const path = new URL(url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const post = BLOG_POSTS.find((p) => p.path === path);
  if (!post) throw new Response("Not Found", { status: 404 });
  return post;
}

/** Runs when the page is prerendered: the post's Markdown becomes HTML then, never in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const post = postForUrl(request.url);
  return { post, html: renderPostBody(post.slug) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  return [
    ...pageMeta(post.path).map((tag) => ("property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag)),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

const PROSE =
  "mt-8 space-y-5 text-lg leading-relaxed text-ink [&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-green [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted " +
  "[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:text-base [&_pre_code]:p-0 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold " +
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base " +
  "[&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left";

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, html } = loaderData;
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
        By {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
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
      {/* HTML rendered at build from the post's Markdown, raw HTML escaped (post-body.server.ts).
          The click handler only delegates clicks on its links, which stay ordinary links. */}
      <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
