import { PageShell } from "~/components/page-shell";
import { EVENTS } from "~/content/events";
import { SLIDE_DECKS } from "~/content/slides";
import { EventCard } from "~/features/events/components/event-card";
import { SlidesArchive } from "~/features/events/components/slides-archive";
import { splitEvents } from "~/features/events/lib/split-events";
import { pageMeta } from "~/lib/page-meta";
import { useNow } from "~/lib/use-now";
import type { Route } from "./+types/events";

export const meta = () => pageMeta("/events");

/** Runs when the page is prerendered: the build's clock, for a first render that matches the HTML. */
export function loader() {
  return { renderedAt: Date.now() };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const now = useNow(loaderData.renderedAt);
  const { upcoming, past } = splitEvents(EVENTS, now);
  return (
    <PageShell
      width="wide"
      title="Events & Slides"
      lead="General meetings, career nights, service days, socials and games — open to every student. Add any event to your calendar, and catch up on the slides of the ones you missed."
    >
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
      <section aria-labelledby="slides" className="pt-6">
        <h2 id="slides" className="text-2xl font-semibold text-ink">
          Slides and recordings
        </h2>
        <p className="mt-1 text-ink-muted">From our general meetings and workshops, by term.</p>
        <div className="mt-4">
          <SlidesArchive decks={SLIDE_DECKS} />
        </div>
      </section>
    </PageShell>
  );
}
