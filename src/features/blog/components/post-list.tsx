import { Link } from "react-router";
import type { PostView } from "../lib/posts";
import { formatDay } from "~/shared/time/formats";

/** The posts as cards: title (the link), date, author, description and tags. */
export function PostList({ posts }: { posts: readonly PostView[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.id} className="relative flex flex-col rounded-xl border border-line bg-surface-raised p-5 shadow-sm hover:border-brand">
          <p className="text-sm text-ink-muted">
            <time dateTime={post.date}>{formatDay("day", post.date)}</time> · {post.author}
          </p>
          <h2 className="mt-2 text-xl font-semibold text-ink">
            {/* The whole card is clickable through this link's ::after. */}
            <Link to={post.path} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl hover:text-link">
              {post.title}
            </Link>
          </h2>
          <p className="mt-2 flex-1 text-ink-muted">{post.description}</p>
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">
                #{tag}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
