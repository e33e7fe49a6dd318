import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ContentList } from "~/components/content-list";
import { PageShell } from "~/components/page-shell";
import { useInternalLinks } from "~/lib/use-internal-links";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import { chosenTag, POST_LIST_PLACEHOLDER, postCountText, postListHtml, postsOf } from "~/shared/content/lists/posts";
import type { Route } from "./+types/blogs";

/**
 * /blogs, from the content officers edit (decisions 079 and 083): the Worker serves the prerendered
 * page with the published posts written in (without their text), as JSON and as the list's HTML,
 * filtered by `?tag=` as the address asks; a click from another page asks the API
 * (usePublishedContent). The tags are links: the SPA follows them without a reload, and says how
 * many posts it now shows.
 */
export const loader = () => ({ meta: pageMeta("/blogs") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Blogs() {
  const posts = usePublishedContent(["posts"], (content) => postsOf(content.posts));
  const [searchParams] = useSearchParams();
  const tag = posts ? chosenTag(posts, searchParams.get("tag")) : null;
  const list = useMemo(() => (posts ? postListHtml(posts, tag) : POST_LIST_PLACEHOLDER), [posts, tag]);
  const onClick = useInternalLinks();

  // The filter is announced when a visitor changes it, not when the page loads.
  const [announcement, setAnnouncement] = useState("");
  const shownTag = useRef(tag);
  useEffect(() => {
    if (!posts || shownTag.current === tag) return;
    shownTag.current = tag;
    setAnnouncement(postCountText(posts, tag));
  }, [posts, tag]);

  return (
    <PageShell
      width="wide"
      title="Blogs"
      lead="Members write about internships, conferences, projects and campus life. Pick a tag to see only the posts about it."
    >
      <ContentList html={list} onClick={onClick} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </PageShell>
  );
}
