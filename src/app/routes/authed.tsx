import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/authed");

export default function Authed() {
  return <PageShell title="Members" lead="This area is for signed-in members of the chapter." />;
}
