import { PageShell } from "~/components/page-shell";
import { SLIDE_DECKS } from "~/content/slides";
import { useAuth } from "~/features/account/hooks/use-auth";
import { CategoryFilter } from "~/features/events/components/category-filter";
import { EventsBoard } from "~/features/events/components/events-board";
import { SlidesSection } from "~/features/events/components/slides-section";
import { SubscribeCalendar } from "~/features/events/components/subscribe-calendar";
import { pageMeta } from "~/lib/page-meta";
import { useQueryState } from "~/lib/use-query-state";
import { EVENT_CATEGORIES } from "~/shared/event-categories";
import type { Route } from "./+types/events";

/** Runs when the page is prerendered: the head tags and the slides archive. The events themselves come from the API, in the browser. */
export function loader() {
  return { meta: pageMeta("/events"), slides: SLIDE_DECKS };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The category filter lives in the query string; the tags above do not depend on it. */
export const shouldRevalidate = () => false;

export default function Events({ loaderData }: Route.ComponentProps) {
  const { isLoading, isAuthenticated } = useAuth();
  const { values, update } = useQueryState({ category: "" });
  const category = (EVENT_CATEGORIES as readonly string[]).includes(values.category) ? values.category : "";
  return (
    <PageShell
      width="wide"
      title="Events & Slides"
      lead="General meetings, career nights, service days, socials and games — open to every student. RSVP to save your place, add events to your calendar, and catch up on the slides of the ones you missed."
    >
      <CategoryFilter value={category} onChange={(next) => update({ category: next })} />
      <SubscribeCalendar />
      <EventsBoard category={category} signedIn={isLoading ? null : isAuthenticated} />
      <SlidesSection decks={loaderData.slides} />
    </PageShell>
  );
}
