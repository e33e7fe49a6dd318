import type { MetaDescriptor } from "react-router";
import { PageShell } from "~/components/page-shell";
import { BoardGroups, BoardGroupsPlaceholder } from "~/features/board/components/board-groups";
import { boardMembersOf, type BoardMemberView } from "~/features/board/lib/board-members";
import { pageMeta } from "~/lib/page-meta";
import { publishedContent } from "~/lib/public-api/content";
import { usePublishedContent } from "~/lib/use-published-content";
import { site } from "~/site.config";
import type { Route } from "./+types/board";

/**
 * /board, from the content officers edit (decision 079). The Worker serves the prerendered page
 * (title, lead and card outlines, with the page's head tags) with the published board written in
 * as JSON, read once the page has hydrated: no API call. A click from another page asks the API
 * in the clientLoader.
 */
export const loader = () => ({ meta: pageMeta("/board") });

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<{ meta: MetaDescriptor[]; members: BoardMemberView[] }> {
  const [{ meta }, { board }] = await Promise.all([serverLoader(), publishedContent(["board"])]);
  return { meta, members: boardMembersOf(board) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

const lead = (count?: number) =>
  `The ${count === undefined ? "" : `${count} `}students who run ${site.shortName} this year. Elections are every April; any member can run.`;

export default function Board({ loaderData }: Route.ComponentProps) {
  const members = usePublishedContent("members" in loaderData ? loaderData.members : undefined, ["board"], ({ board }) => boardMembersOf(board));
  return (
    <PageShell width="wide" title="Board" lead={lead(members?.length)}>
      {members ? <BoardGroups members={members} /> : <BoardGroupsPlaceholder />}
    </PageShell>
  );
}
