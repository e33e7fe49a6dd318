import { useSearchParams } from "react-router";
import { BLOG_POSTS } from "~/content/blog-posts";
import { useHydrated } from "~/lib/use-hydrated";
import { PostList } from "./post-list";
import { TagFilter } from "./tag-filter";
import { plural } from "~/shared/plural";

const TAGS = [...new Set(BLOG_POSTS.flatMap((post) => post.tags))].sort();

/** Every post, or those with the tag in `?tag=`, with the tag buttons to choose. */
export function TaggedPosts() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows every post; a ?tag= link applies once hydrated.
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get("tag") : null;
  const tag = requested && TAGS.includes(requested) ? requested : null;
  const posts = tag ? BLOG_POSTS.filter((post) => post.tags.includes(tag)) : BLOG_POSTS;

  function select(next: string | null) {
    setSearchParams(next ? { tag: next } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <TagFilter tags={TAGS} selected={tag} onSelect={select} />
      <p role="status" className="text-sm text-ink-muted">
        {tag ? `${plural(posts.length, "post")} tagged #${tag}` : plural(posts.length, "post")}
      </p>
      <PostList posts={posts} />
    </>
  );
}
