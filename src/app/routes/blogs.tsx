import { PageShell } from "~/components/page-shell";
import { TaggedPosts } from "~/features/blog/components/tagged-posts";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/blogs";

export const loader = () => ({ meta: pageMeta("/blogs") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Blogs() {
  return (
    <PageShell
      width="wide"
      title="Blogs"
      lead="Members write about internships, conferences, projects and campus life. Pick a tag to see only the posts about it."
    >
      <TaggedPosts />
    </PageShell>
  );
}
