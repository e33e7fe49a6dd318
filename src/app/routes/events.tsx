import { useSearchParams } from "react-router";
import { PageShell } from "~/components/page-shell";
import { hasSessionHint } from "~/features/account/lib/session-hint";
import { useAuth } from "~/features/account/hooks/use-auth";
import { CategoryFilter } from "~/features/events/components/category-filter";
import { EventsBoard } from "~/features/events/components/events-board";
import { SlidesSection } from "~/features/events/components/slides-section";
import { SubscribeCalendar } from "~/features/events/components/subscribe-calendar";
import { pageMeta } from "~/lib/page-meta";
import { useQueryState } from "~/lib/use-query-state";
import { EVENT_CATEGORIES } from "~/shared/event-categories";
import type { Route } from "./+types/events";

/**
 * /events (decision 087): the Worker serves the prerendered page with the published slides written
 * in as the list's HTML (filtered by `?slides=` as the address asks), and with the visitors' list
 * of events and the terms, so a visitor's view asks the API nothing. A member's events come from
 * the API with their RSVPs; after a click from another page, everything does.
 */
export const loader = () => ({ meta: pageMeta("/events") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The filters live in the query string; the tags above do not depend on them. */
export const shouldRevalidate = () => false;

export default function Events() {
  const { isLoading, isAuthenticated } = useAuth();
  const { values, update } = useQueryState({ category: "" });
  const category = (EVENT_CATEGORIES as readonly string[]).includes(values.category) ? values.category : "";
  const [searchParams] = useSearchParams();
  return (
    <PageShell
      width="wide"
      title="Events & Slides"
      lead="General meetings, career nights, service days, socials and games — open to every student. RSVP to save your place, add events to your calendar, and catch up on the slides of the ones you missed."
    >
      <CategoryFilter value={category} onChange={(next) => update({ category: next })} />
      <SubscribeCalendar />
      <EventsBoard category={category} signedIn={isLoading ? null : isAuthenticated} personal={isLoading ? hasSessionHint() : isAuthenticated} />
      {/* The slides' filter (`?slides=`, src/shared/content/lists/slides.ts), apart from the events' own. */}
      <SlidesSection requested={searchParams.get("slides")} />
    </PageShell>
  );
}
