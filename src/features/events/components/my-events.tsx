import { useState } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { useLoaded } from "~/lib/use-loaded";
import { eventPath } from "~/shared/event-links";
import { readEvents } from "~/lib/public-api/events";
import { MY_EVENTS_PATH } from "../api/list-events";
import { whenLabels } from "~/shared/time/event-when";
import type { RsvpOutcome } from "../lib/rsvp-actions";
import { EventWhen } from "./event-when";
import { RsvpControl } from "./rsvp-control";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

/** The member's events, and when they were read (what counts as past). */
const readMine = (signal?: AbortSignal) => readEvents(MY_EVENTS_PATH, signal).then(({ events }) => ({ events, now: Date.now() }));

/** "My events": the events the member RSVPed to, upcoming ones with their RSVP (to cancel, or leave the waitlist), then past ones. */
export function MyEvents() {
  const { data: loaded, failure, setData: setLoaded } = useLoaded(readMine);
  const [positions, setPositions] = useState<Record<string, number | null>>({});

  const onChange = ({ event, waitlistPosition }: RsvpOutcome) => {
    setLoaded((current) => current && { ...current, events: current.events.map((e) => (e.id === event.id ? event : e)) });
    setPositions((current) => ({ ...current, [event.id]: waitlistPosition }));
  };

  if (failure) return <FormAlert>{failure}</FormAlert>;
  if (!loaded) return <p className="text-ink-muted">Loading…</p>;
  const upcoming = loaded.events.filter((event) => toEpochMs(event.endsAt) > loaded.now);
  const past = loaded.events.filter((event) => toEpochMs(event.endsAt) <= loaded.now).reverse();
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-upcoming">
        <h2 id="my-upcoming" className="text-xl font-semibold text-ink">
          Coming up
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            No RSVPs for upcoming events.{" "}
            <Link to="/events" className={textLink}>
              See what's on
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line border-y border-line">
            {upcoming.map((event) => (
              <li key={event.id} className="space-y-2 py-4">
                <p className="font-semibold text-ink">
                  <Link to={eventPath(event.slug)} className="hover:underline">
                    {event.title}
                  </Link>
                  {event.status === "cancelled" && <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">Cancelled</span>}
                </p>
                <p className="text-sm text-ink-muted">
                  <EventWhen event={event} />
                </p>
                <p className="wrap-anywhere text-sm text-ink-muted">{event.location}</p>
                <RsvpControl event={event} now={loaded.now} signedIn returnTo="/profile/events" onChange={onChange} waitlistPosition={positions[event.id]} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-past">
        <h2 id="my-past" className="text-xl font-semibold text-ink">
          Past
        </h2>
        {past.length === 0 ? (
          <p className="mt-2 text-ink-muted">None in the last year.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line border-y border-line">
            {past.map((event) => (
              <li key={event.id} className="py-3">
                <Link to={eventPath(event.slug)} className="font-semibold text-ink hover:underline">
                  {event.title}
                </Link>
                <p className="text-sm text-ink-muted">
                  <time dateTime={event.startsAt}>{whenLabels(event, site.timeZone).date}</time>
                  {event.myRsvp === "waitlist" ? " · you were on the waitlist" : ""}
                  {event.status === "cancelled" ? " · cancelled" : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
