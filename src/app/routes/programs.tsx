import { ContentList } from "~/components/content-list";
import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";
import { useInternalLinks } from "~/lib/use-internal-links";
import { usePublishedContent } from "~/lib/use-published-content";
import { PROGRAM_LIST_PLACEHOLDER, programListHtml, programsOf } from "~/shared/content/lists/programs";
import type { Route } from "./+types/programs";

/**
 * /programs, from the content officers edit (decision 084): the Worker serves the prerendered page
 * with the published programs written in, as JSON and as the list's HTML, so the cards paint before
 * any script. After a click from another page the API is asked (usePublishedContent).
 */
export const loader = () => ({ meta: pageMeta("/programs") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Programs() {
  const list = usePublishedContent(["programs"], ({ programs }) => programListHtml(programsOf(programs)));
  const onClick = useInternalLinks();
  return (
    <PageShell
      width="wide"
      title="Programs"
      lead="Beyond our general meetings, these programs run all year. Each one is open to every member: pick one, or several, and write to its lead with any question."
    >
      <ContentList html={list ?? PROGRAM_LIST_PLACEHOLDER} onClick={onClick} />
    </PageShell>
  );
}
