import { PageShell } from "~/components/page-shell";
import { SetupStatus } from "~/features/setup/components/setup-status";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/setup";

/** Prerendered as a shell: the facts come from GET /api/setup in the browser (decision 107). */
export const loader = () => ({ meta: pageMeta("/setup") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;
export const shouldRevalidate = () => false;

export default function Setup() {
  return (
    <PageShell title="Setting up this site" lead="Before the site has an admin: what is set, and why a mail did not go.">
      <SetupStatus />
    </PageShell>
  );
}
