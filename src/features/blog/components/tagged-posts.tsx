import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { PostView } from "../lib/posts";
import { PostList } from "./post-list";
import { TagFilter } from "./tag-filter";
import { plural } from "~/shared/plural";

/** Every post, or those with the tag in `?tag=`, with the tag buttons to choose. */
export function TaggedPosts({ posts: all }: { posts: readonly PostView[] }) {
  const tags = [...new Set(all.flatMap((post) => post.tags))].sort();
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows every post; a ?tag= link applies once hydrated.
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get("tag") : null;
  const tag = requested && tags.includes(requested) ? requested : null;
  const posts = tag ? all.filter((post) => post.tags.includes(tag)) : all;

  function select(next: string | null) {
    setSearchParams(next ? { tag: next } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <TagFilter tags={tags} selected={tag} onSelect={select} />
      <p role="status" className="text-sm text-ink-muted">
        {tag ? `${plural(posts.length, "post")} tagged #${tag}` : plural(posts.length, "post")}
      </p>
      <PostList posts={posts} />
    </>
  );
}

/** The outlines of post cards (named for their keys): more than a tall screen holds, so nothing in view moves when the posts arrive. */
const PLACEHOLDER_CARDS = ["first", "second", "third", "fourth", "fifth", "sixth"] as const;

/** The list's place while the posts load: the tag row's and the count's lines, and card outlines. */
export function TaggedPostsPlaceholder() {
  return (
    <div aria-busy="true" className="space-y-6">
      <div aria-hidden="true" className="h-8 w-2/3 rounded bg-surface-muted" />
      <div aria-hidden="true" className="h-5 w-16 rounded bg-surface-muted" />
      <ul aria-hidden="true" className="grid gap-5 md:grid-cols-2">
        {PLACEHOLDER_CARDS.map((card) => (
          <li key={card} className="h-56 rounded-xl border border-line bg-surface-raised shadow-sm" />
        ))}
      </ul>
    </div>
  );
}
