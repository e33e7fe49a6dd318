import { ContentList } from "~/components/content-list";
import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";
import { useInternalLinks } from "~/lib/use-internal-links";
import { usePublishedContent } from "~/lib/use-published-content";
import { RESOURCE_LIST_PLACEHOLDER, resourceListHtml, resourcesOf } from "~/shared/content/lists/resources";
import type { Route } from "./+types/resources";

/**
 * /resources, from the content officers edit (decisions 079 and 083): the Worker serves the
 * prerendered page with the published entries written in, as JSON and as the page's HTML; a click
 * from another page asks the API (usePublishedContent). Links to this site stay in the app.
 */
export const loader = () => ({ meta: pageMeta("/resources") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Resources() {
  const list = usePublishedContent(["resources"], ({ resources }) => resourceListHtml(resourcesOf(resources)));
  const onClick = useInternalLinks();
  return (
    <PageShell
      title="Resources"
      lead="Everything we wish someone had handed us in our first week: where to study, who to ask and when the board is around to help."
    >
      <ContentList html={list ?? RESOURCE_LIST_PLACEHOLDER} onClick={onClick} />
    </PageShell>
  );
}
