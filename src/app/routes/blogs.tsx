import { useSearchParams } from "react-router";
import { PageShell } from "~/components/page-shell";
import { BLOG_POSTS } from "~/content/blog-posts";
import { PostList } from "~/features/blog/components/post-list";
import { TagFilter } from "~/features/blog/components/tag-filter";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";

export const meta = () => pageMeta("/blogs");

const TAGS = [...new Set(BLOG_POSTS.flatMap((post) => post.tags))].sort();

export default function Blogs() {
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
    <PageShell
      width="wide"
      title="Blogs"
      lead="Members write about internships, conferences, projects and campus life. Pick a tag to see only the posts about it."
    >
      <TagFilter tags={TAGS} selected={tag} onSelect={select} />
      <p role="status" className="text-sm text-ink-muted">
        {tag ? `${posts.length} ${posts.length === 1 ? "post" : "posts"} tagged #${tag}` : `${posts.length} posts`}
      </p>
      <PostList posts={posts} />
    </PageShell>
  );
}
