import type { ChapterEventView } from "~/shared/events";
import { EventSummary } from "./event-summary";

/** How many upcoming events the home page shows. */
const NEXT_EVENTS_SHOWN = 3;

/**
 * The home page's next events. Each place is a fixed height and the list
 * keeps at least one row's height from the placeholders to the answer, so
 * nothing below it moves up while the page loads (CLS 0).
 */
export function NextEvents({ events, failed }: { events: ChapterEventView[] | null; failed: boolean }) {
  const slot = "h-40";
  if (failed || (events && events.length === 0)) {
    return (
      <p className={`mt-6 flex ${slot} items-center rounded-xl border border-dashed border-line p-4 text-ink-muted`}>
        {failed ? "The events could not be loaded just now." : "The next events are being planned. See you soon!"}
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3" aria-busy={!events}>
      {events
        ? events.slice(0, NEXT_EVENTS_SHOWN).map((event) => (
            <li key={event.id} className={slot}>
              <EventSummary event={event} />
            </li>
          ))
        : [0, 1, 2].map((n) => (
            <li key={n} aria-hidden="true" className={`${slot} rounded-xl border border-line bg-surface-raised motion-safe:animate-pulse`} />
          ))}
    </ul>
  );
}
