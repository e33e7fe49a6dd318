import { PageShell } from "~/components/page-shell";
import { BoardGroups, BoardGroupsPlaceholder } from "~/features/board/components/board-groups";
import { boardMembersOf } from "~/features/board/lib/board-members";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import { site } from "~/site.config";
import type { Route } from "./+types/board";

/**
 * /board, from the content officers edit (decision 079). The Worker serves the prerendered page
 * (title, lead and card outlines, with the page's head tags) with the published board written in
 * as JSON, read once the page has mounted: no API call. After a click from another page the API
 * is asked (usePublishedContent).
 */
export const loader = () => ({ meta: pageMeta("/board") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

const lead = (count?: number) =>
  `The ${count === undefined ? "" : `${count} `}students who run ${site.shortName} this year. Elections are every April; any member can run.`;

export default function Board() {
  const members = usePublishedContent(["board"], ({ board }) => boardMembersOf(board));
  return (
    <PageShell width="wide" title="Board" lead={lead(members?.length)}>
      {members ? <BoardGroups members={members} /> : <BoardGroupsPlaceholder />}
    </PageShell>
  );
}
