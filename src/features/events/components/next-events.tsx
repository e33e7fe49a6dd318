import { useNow } from "~/lib/use-hydrated";
import type { EventPreview } from "../lib/event-preview";
import { EventSummary } from "./event-summary";

/** How many upcoming events the home page shows. */
const NEXT_EVENTS_SHOWN = 3;

type NextEventsProps = {
  /** Every event still upcoming when the page was built, soonest first. */
  events: readonly EventPreview[];
  /** When the page was built: the clock while hydrating, so the first render matches the HTML. */
  renderedAt: number;
};

/** The next few events by the visitor's clock (a page built weeks ago drops the ones that are over). */
export function NextEvents({ events, renderedAt }: NextEventsProps) {
  const now = useNow(renderedAt);
  const upcoming = events.filter((event) => event.endsAt > now).slice(0, NEXT_EVENTS_SHOWN);
  if (upcoming.length === 0) return <p className="mt-4 text-ink-muted">Next term's events are being planned. See you soon!</p>;
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {upcoming.map((event) => (
        <li key={event.id}>
          <EventSummary event={event} />
        </li>
      ))}
    </ul>
  );
}
