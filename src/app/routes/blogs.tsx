import type { MetaDescriptor } from "react-router";
import { PageShell } from "~/components/page-shell";
import { TaggedPosts, TaggedPostsPlaceholder } from "~/features/blog/components/tagged-posts";
import { postsOf, type PostView } from "~/features/blog/lib/posts";
import { pageMeta } from "~/lib/page-meta";
import { publishedContent } from "~/lib/public-api/content";
import { usePublishedContent } from "~/lib/use-published-content";
import type { Route } from "./+types/blogs";

/**
 * /blogs, from the content officers edit (decision 079): the Worker serves the prerendered page
 * with the published posts written in (without their text), read once the page has hydrated; a
 * click from another page asks the API in the clientLoader.
 */
export const loader = () => ({ meta: pageMeta("/blogs") });

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<{ meta: MetaDescriptor[]; posts: PostView[] }> {
  const [{ meta }, { posts }] = await Promise.all([serverLoader(), publishedContent(["posts"])]);
  return { meta, posts: postsOf(posts) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const posts = usePublishedContent("posts" in loaderData ? loaderData.posts : undefined, ["posts"], (content) => postsOf(content.posts));
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
