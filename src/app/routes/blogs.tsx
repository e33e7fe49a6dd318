import { PageShell } from "~/components/page-shell";
import { TaggedPosts, TaggedPostsPlaceholder } from "~/features/blog/components/tagged-posts";
import { postsOf } from "~/features/blog/lib/posts";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import type { Route } from "./+types/blogs";

/**
 * /blogs, from the content officers edit (decision 079): the Worker serves the prerendered page
 * with the published posts written in (without their text), read once the page has hydrated; a
 * click from another page asks the API (usePublishedContent).
 */
export const loader = () => ({ meta: pageMeta("/blogs") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Blogs() {
  const posts = usePublishedContent(["posts"], (content) => postsOf(content.posts));
  return (
    <PageShell
      width="wide"
      title="Blogs"
      lead="Members write about internships, conferences, projects and campus life. Pick a tag to see only the posts about it."
    >
      {posts ? <TaggedPosts posts={posts} /> : <TaggedPostsPlaceholder />}
    </PageShell>
  );
}
