import { EVENTS } from "~/content/events";
import { useNow } from "~/lib/use-hydrated";
import { splitEvents } from "../lib/split-events";
import { EventCard } from "./event-card";

/** Upcoming events (soonest first, with sign-up and calendar links), then past ones, by the visitor's clock. */
export function EventsByDate({ renderedAt }: { renderedAt: number }) {
  const { upcoming, past } = splitEvents(EVENTS, useNow(renderedAt));
  return (
    <>
      <section aria-labelledby="upcoming" className="pt-2">
        <h2 id="upcoming" className="text-2xl font-semibold text-ink">
          Upcoming events
        </h2>
        {upcoming.length ? (
          <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} upcoming />
            ))}
          </div>
        ) : (
          <p className="mt-3 text-ink-muted">The next term's events are being planned. Follow us on social media to hear first.</p>
        )}
      </section>
      <section aria-labelledby="past" className="pt-6">
        <h2 id="past" className="text-2xl font-semibold text-ink">
          Past events
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {past.map((event) => (
            <EventCard key={event.id} event={event} upcoming={false} />
          ))}
        </div>
      </section>
    </>
  );
}
