import { PageShell } from "~/components/page-shell";
import { BOARD } from "~/content/board";
import { BoardGroups } from "~/features/board/components/board-groups";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site.config";
import type { Route } from "./+types/board";

export const loader = () => ({ meta: pageMeta("/board") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Board() {
  return (
    <PageShell
      width="wide"
      title="Board"
      lead={`The ${BOARD.length} students who run ${site.shortName} this year. Elections are every April; any member can run.`}
    >
      <BoardGroups />
    </PageShell>
  );
}
