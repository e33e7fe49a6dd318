import { ContentList } from "~/components/content-list";
import { PageShell } from "~/components/page-shell";
import { BecomeASponsor } from "~/features/sponsors/components/become-a-sponsor";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import { SPONSOR_LIST_PLACEHOLDER, sponsorListHtml, sponsorsOf } from "~/shared/content/lists/sponsors";
import { sponsorPitch, sponsorTiers } from "~/site.config";
import type { Route } from "./+types/sponsors";

/**
 * /sponsors, from the content officers edit (decisions 079 and 083): the Worker serves the
 * prerendered page with the published sponsors written in, as JSON and as the list's HTML; a click
 * from another page asks the API (usePublishedContent). What each tier includes (BecomeASponsor) is
 * the chapter's offer, in the identity file (`sponsorTiers`, src/site.config.ts), not a collection; the
 * loader (build only) hands it to the page, so the prerendered page carries it and its script does not.
 */
export const loader = () => ({ meta: pageMeta("/sponsors"), tiers: sponsorTiers, pitch: sponsorPitch });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Sponsors({ loaderData }: Route.ComponentProps) {
  const list = usePublishedContent(["sponsors"], (content) => sponsorListHtml(sponsorsOf(content.sponsors)));
  return (
    <PageShell
      width="wide"
      title="Sponsors"
      lead="Our sponsors pay for conference trips, SET project parts, career nights and a great deal of pizza. Thank you."
    >
      <ContentList html={list ?? SPONSOR_LIST_PLACEHOLDER} />
      <BecomeASponsor tiers={loaderData.tiers} pitch={loaderData.pitch} />
    </PageShell>
  );
}
