import { PageShell } from "~/components/page-shell";
import { BecomeASponsor } from "~/features/sponsors/components/become-a-sponsor";
import { SponsorTiers, SponsorTiersPlaceholder } from "~/features/sponsors/components/sponsor-tiers";
import { sponsorsOf } from "~/features/sponsors/lib/sponsors";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import type { Route } from "./+types/sponsors";

/**
 * /sponsors, from the content officers edit (decision 079): the Worker serves the prerendered page
 * with the published sponsors written in, read once the page has hydrated; a click from another
 * page asks the API (usePublishedContent). What each tier includes (BecomeASponsor) is the chapter's
 * offer, in src/content/sponsors.ts, not a collection.
 */
export const loader = () => ({ meta: pageMeta("/sponsors") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Sponsors() {
  const sponsors = usePublishedContent(["sponsors"], (content) => sponsorsOf(content.sponsors));
  return (
    <PageShell
      width="wide"
      title="Sponsors"
      lead="Our sponsors pay for conference trips, SET project parts, career nights and a great deal of pizza. Thank you."
    >
      {sponsors ? <SponsorTiers sponsors={sponsors} /> : <SponsorTiersPlaceholder />}
      <BecomeASponsor />
    </PageShell>
  );
}
