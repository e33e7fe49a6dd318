import { PillarGrid } from "~/features/about/components/pillar-grid";
import { hasSessionHint } from "~/features/account/lib/session-hint";
import { HeroNextEvent } from "~/features/events/components/hero-next-event";
import { NextEvents } from "~/features/events/components/next-events";
import { useEventList } from "~/features/events/hooks/use-event-list";
import { nextScheduled } from "~/features/events/lib/upcoming";
import { HomeHero } from "~/features/home/components/home-hero";
import { HomeList } from "~/features/home/components/home-list";
import { HomeSection } from "~/features/home/components/home-section";
import { JoinBanner } from "~/features/home/components/join-banner";
import { useHomeLists } from "~/features/home/hooks/use-home-lists";
import { pageMeta } from "~/lib/page-meta";
import { about } from "~/site.config";
import { embeddedEvents } from "~/lib/public-api/event-page-data";
import type { Route } from "./+types/home";

/**
 * The home page (decision 089): the Worker serves the prerendered page with the program cards, the
 * sponsor strip and the chapter's photo written in from D1, and the visitors' list of events, so a
 * visitor's view asks the API nothing. A browser that has signed in asks for its own list, whose
 * cards offer check-in and show its points (as /events does). After a click from another page, the
 * places come from the page the Worker serves at / and the events from the API.
 */
export function loader() {
  return { meta: pageMeta("/"), pillars: about.pillars };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const list = useEventList(hasSessionHint() ? undefined : embeddedEvents);
  const next = list.events && nextScheduled(list.events, list.now);
  const { markup, failed } = useHomeLists();
  const unread = (what: string) => (
    <p role="alert" className="mt-6 text-ink-muted">
      The {what} could not be loaded. Reload the page to try again.
    </p>
  );
  return (
    <>
      <HomeHero aside={<HeroNextEvent photo={<HomeList name="photo" markup={markup.photo} />} next={next?.[0]} />} />
      {/* Right after the hero: on a phone, the first thing below it (the hero's own next event shows on wide screens only). */}
      <HomeSection id="events" title="Upcoming events" more={{ to: "/events", label: "All events and slides" }} band="muted">
        <NextEvents events={next} failed={list.failed} />
      </HomeSection>
      <HomeSection id="pillars" title="What we do">
        <PillarGrid pillars={loaderData.pillars} />
      </HomeSection>
      <HomeSection id="programs" title="Programs">
        <p className="mt-2 max-w-2xl text-ink-muted">Year-long ways to get involved, open to every member.</p>
        {failed ? unread("programs") : <HomeList name="programs" markup={markup.programs} className="mt-6" />}
      </HomeSection>
      <HomeSection id="sponsors" title="Our sponsors" more={{ to: "/sponsors", label: "Become a sponsor" }} band="ruled">
        {failed ? unread("sponsors") : <HomeList name="sponsors" markup={markup.sponsors} className="mt-6" />}
      </HomeSection>
      <JoinBanner />
    </>
  );
}
