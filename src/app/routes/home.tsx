import { ABOUT } from "~/content/about";
import { EVENTS } from "~/content/events";
import { PROGRAMS } from "~/content/programs";
import { sponsorsOnHomePage } from "~/content/sponsors";
import { PillarGrid } from "~/features/about/components/pillar-grid";
import { NextEvents } from "~/features/events/components/next-events";
import { eventPreview } from "~/features/events/lib/event-preview";
import { splitEvents } from "~/features/events/lib/split-events";
import { HomeHero } from "~/features/home/components/home-hero";
import { HomeSection } from "~/features/home/components/home-section";
import { JoinBanner } from "~/features/home/components/join-banner";
import { ProgramCards } from "~/features/programs/components/program-cards";
import { SponsorStrip } from "~/features/sponsors/components/sponsor-strip";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

/**
 * Runs when the page is prerendered. The home page takes its content from the
 * loader rather than importing the content files, so the first page most
 * visitors load carries only what it shows, as data in the HTML rather than
 * as JavaScript (the first-load budget, decision 005).
 */
export function loader() {
  const renderedAt = Date.now();
  return {
    meta: pageMeta("/"),
    renderedAt,
    // Everything still upcoming at build time, soonest first; the page shows the next few by the visitor's clock.
    events: splitEvents(EVENTS, renderedAt).upcoming.map(eventPreview),
    pillars: ABOUT.pillars,
    programs: PROGRAMS.map(({ slug, name, tagline }) => ({ slug, name, tagline })),
    // Only the tiers whose benefits include the home page (src/content/sponsors.ts, homePageLogo).
    sponsors: sponsorsOnHomePage().map(({ id, name, url, logo }) => ({ id, name, url, logo })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { events, renderedAt, pillars, programs, sponsors } = loaderData;
  return (
    <>
      <HomeHero />
      <HomeSection id="pillars" title="What we do">
        <PillarGrid pillars={pillars} />
      </HomeSection>
      <HomeSection id="events" title="Upcoming events" more={{ to: "/events", label: "All events and slides" }} band="muted">
        <NextEvents events={events} renderedAt={renderedAt} />
      </HomeSection>
      <HomeSection id="programs" title="Programs">
        <ProgramCards programs={programs} />
      </HomeSection>
      <HomeSection id="sponsors" title="Our sponsors" more={{ to: "/sponsors", label: "Become a sponsor" }} band="ruled">
        <SponsorStrip sponsors={sponsors} />
      </HomeSection>
      <JoinBanner />
    </>
  );
}
