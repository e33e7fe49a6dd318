import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { useLoaded } from "~/lib/use-loaded";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { readEvents } from "~/lib/public-api/events";
import { MY_EVENTS_PATH } from "../api/list-events";
import { whenLabels } from "~/shared/time/event-when";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

/** How many of each the dashboard lists; "My events" has them all. */
const SHOWN = 3;

type Loaded = { next: ChapterEventView[]; attended: ChapterEventView[] };

/** The member's events (GET /api/events?mine=true): the next ones they RSVPed to and the last ones they attended. */
async function readDashboardEvents(signal: AbortSignal): Promise<Loaded> {
  const { events } = await readEvents(MY_EVENTS_PATH, signal);
  const now = Date.now();
  return {
    next: events.filter((e) => toEpochMs(e.endsAt) > now && e.status !== "cancelled" && e.myRsvp).slice(0, SHOWN),
    attended: events
      .filter((e) => e.myCheckedInAt)
      .reverse()
      .slice(0, SHOWN),
  };
}

/**
 * The dashboard's events: the next ones the member RSVPed to (going or on
 * the waitlist, not cancelled), and the last ones they checked in at — from
 * the same list as "My events" (GET /api/events?mine=true, a year back).
 */
export function DashboardEvents() {
  const { data: loaded, failure } = useLoaded(readDashboardEvents);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="next-rsvps" aria-busy={!loaded && !failure}>
        <h2 id="next-rsvps" className="text-xl font-semibold text-ink">
          Your next events
        </h2>
        {failure ? (
          <p role="alert" className="mt-2">
            Your events could not be loaded: {failure}
          </p>
        ) : !loaded ? (
          <p className="mt-2 text-ink-muted">Loading…</p>
        ) : loaded.next.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            No RSVPs yet.{" "}
            <Link to="/events" className={textLink}>
              See what's on
            </Link>
            .
          </p>
        ) : (
          <EventList events={loaded.next} waitlist />
        )}
      </section>
      <section aria-labelledby="last-attended" aria-busy={!loaded && !failure}>
        <h2 id="last-attended" className="text-xl font-semibold text-ink">
          Events you attended
        </h2>
        {failure ? null : !loaded ? (
          <p className="mt-2 text-ink-muted">Loading…</p>
        ) : loaded.attended.length === 0 ? (
          <p className="mt-2 text-ink-muted">None yet: check in at an event to earn its points.</p>
        ) : (
          <EventList events={loaded.attended} />
        )}
      </section>
    </div>
  );
}

function EventList({ events, waitlist = false }: { events: ChapterEventView[]; waitlist?: boolean }) {
  return (
    <ul className="mt-2 divide-y divide-line border-y border-line">
      {events.map((event) => (
        <li key={event.id} className="py-2">
          <Link to={eventPath(event.slug)} className="font-semibold text-ink hover:text-link hover:underline">
            {event.title}
          </Link>
          <p className="text-sm text-ink-muted">
            <time dateTime={event.startsAt}>{whenLabels(event, site.timeZone, true).date}</time>
            {waitlist && event.myRsvp === "waitlist" ? " · on the waitlist" : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
