import { PageShell } from "~/components/page-shell";
import { ProgramList } from "~/features/programs/components/program-list";
import { WhereToStart } from "~/features/programs/components/where-to-start";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/programs";

export const loader = () => ({ meta: pageMeta("/programs") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Programs() {
  return (
    <PageShell
      width="wide"
      title="Programs"
      lead="Beyond our general meetings, five programs run all year. Each one is open to every member; pick one, or several."
    >
      <ProgramList />
      <WhereToStart />
    </PageShell>
  );
}
