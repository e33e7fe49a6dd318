import { ABOUT } from "~/content/about";
import { GALLERY_PHOTOS, GALLERY_TERMS } from "~/content/gallery";
import { PROGRAMS } from "~/content/programs";
import { sponsorsOnHomePage } from "~/content/sponsors";
import { PillarGrid } from "~/features/about/components/pillar-grid";
import { HeroNextEvent } from "~/features/events/components/hero-next-event";
import { NextEvents } from "~/features/events/components/next-events";
import { useEventList } from "~/features/events/hooks/use-event-list";
import { nextScheduled } from "~/features/events/lib/upcoming";
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
 * as JavaScript (the first-load budget, decision 005). Events come from the
 * API in the browser.
 */
export function loader() {
  // The chapter's photo: the first of the gallery's newest term.
  const photo = GALLERY_PHOTOS.find((p) => p.term === GALLERY_TERMS[0]) ?? GALLERY_PHOTOS[0]!;
  return {
    meta: pageMeta("/"),
    photo: { src: photo.image, alt: photo.alt },
    pillars: ABOUT.pillars,
    programs: PROGRAMS.map(({ slug, name, tagline }) => ({ slug, name, tagline })),
    // Only the tiers whose benefits include the home page (src/content/sponsors.ts, homePageLogo).
    sponsors: sponsorsOnHomePage().map(({ id, name, url, logo }) => ({ id, name, url, logo })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { photo, pillars, programs, sponsors } = loaderData;
  const list = useEventList();
  const next = list.events && nextScheduled(list.events, list.now);
  return (
    <>
      <HomeHero aside={<HeroNextEvent photo={photo} next={next?.[0]} />} />
      {/* Right after the hero: on a phone, the first thing below it (the hero's own next event shows on wide screens only). */}
      <HomeSection id="events" title="Upcoming events" more={{ to: "/events", label: "All events and slides" }} band="muted">
        <NextEvents events={next} failed={list.failed} />
      </HomeSection>
      <HomeSection id="pillars" title="What we do">
        <PillarGrid pillars={pillars} />
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
