import { PageShell } from "~/components/page-shell";
import { BecomeASponsor } from "~/features/sponsors/components/become-a-sponsor";
import { SponsorTiers } from "~/features/sponsors/components/sponsor-tiers";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/sponsors";

export const loader = () => ({ meta: pageMeta("/sponsors") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Sponsors() {
  return (
    <PageShell
      width="wide"
      title="Sponsors"
      lead="Our sponsors pay for conference trips, SET project parts, career nights and a great deal of pizza. Thank you."
    >
      <SponsorTiers />
      <BecomeASponsor />
    </PageShell>
  );
}
