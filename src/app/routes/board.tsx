import { ContentList } from "~/components/content-list";
import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import { BOARD_LIST_PLACEHOLDER, boardListHtml, boardMembersOf } from "~/shared/content/lists/board";
import { site } from "~/site.config";
import type { Route } from "./+types/board";

/**
 * /board, from the content officers edit (decisions 079 and 083). The Worker serves the prerendered
 * page (title, lead, and card outlines in the list's place, with the page's head tags) with the
 * published board written in, as JSON and as the list's HTML: the people paint before any script.
 * After a click from another page the API is asked (usePublishedContent).
 */
export const loader = () => ({ meta: pageMeta("/board") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Board() {
  const list = usePublishedContent(["board"], ({ board }) => boardListHtml(boardMembersOf(board)));
  return (
    <PageShell width="wide" title="Board" lead={`The students who run ${site.shortName} this year. Elections are every April; any member can run.`}>
      <ContentList html={list ?? BOARD_LIST_PLACEHOLDER} />
    </PageShell>
  );
}
