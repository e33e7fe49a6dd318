import { AddToMyCalendar } from "./add-to-my-calendar";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { eventCalendarPath, PUBLIC_CALENDAR_PATH } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { site } from "~/site.config";
import { useEventForMember } from "../hooks/use-event-for-member";
import { useRsvpAfterSignIn } from "../hooks/use-rsvp-after-sign-in";
import type { RsvpOutcome } from "../lib/rsvp-actions";
import { spotsLine } from "../lib/rsvp-state";
import { CheckinOffer } from "./checkin-offer";
import type { EventContentLink } from "~/shared/content/event-content";
import { EventContentLinks } from "./event-content-links";
import { EventDescription } from "./event-description";
import { EventPoints } from "./event-points";
import { EventWhen } from "./event-when";
import { RsvpControl } from "./rsvp-control";
import { toEpochMs } from "~/shared/time/instant";

/** A map for the place: the officer's link, or a map search for the place at the university. */
function mapLink(event: ChapterEventView): string {
  return event.locationUrl ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.location}, ${site.university}`)}`;
}

type EventDetailsProps = {
  event: ChapterEventView;
  signedIn: boolean | null;
  /** The event's published slides, recordings and albums. */
  links?: readonly EventContentLink[];
  /** What other features add below the description, given the event as the member sees it (the feedback question). */
  after?: (event: ChapterEventView) => ReactNode;
};

/** An event's own page: everything about it, RSVP and the calendar file. */
export function EventDetails({ event: initial, signedIn, links = [], after }: EventDetailsProps) {
  const [event, setEvent] = useEventForMember(initial, signedIn);
  const [position, setPosition] = useState<number | null>(null);
  // Rendered in the browser only (the page waits for the event): the clock is the viewer's.
  const [now] = useState(() => Date.now());
  const onChange = (outcome: RsvpOutcome) => {
    setEvent(outcome.event);
    setPosition(outcome.waitlistPosition);
  };
  useRsvpAfterSignIn([event], now, signedIn, onChange);
  const cancelled = event.status === "cancelled";
  const over = toEpochMs(event.endsAt) <= now;
  const spots = over ? null : spotsLine(event);

  return (
    <article id={event.slug} aria-labelledby="event-title" className="mx-auto min-h-svh max-w-3xl px-4 py-10 sm:py-14">
      <p>
        <Link to="/events" prefetch="intent" className={textLink}>
          All events
        </Link>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-link">
        {event.category}
        {cancelled && <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-white">Cancelled</span>}
        <EventPoints event={event} />
      </p>
      <h1 id="event-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {event.title}
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-ink sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">When</dt>
        <dd>
          <EventWhen event={event} />
        </dd>
        <dt className="font-semibold">Where</dt>
        <dd className="wrap-anywhere">
          {event.location} ·{" "}
          <a href={mapLink(event)} target="_blank" rel="noopener noreferrer" className={textLink}>
            {event.locationUrl ? "Map and directions" : "Find it on a map"}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </dd>
        {spots && (
          <>
            <dt className="font-semibold">Places</dt>
            <dd>{spots}</dd>
          </>
        )}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <CheckinOffer event={event} />
        <RsvpControl
          event={event}
          now={now}
          signedIn={signedIn}
          returnTo={`/events/${event.slug}?rsvp=${event.slug}`}
          onChange={onChange}
          waitlistPosition={position}
        />
        {!cancelled && !over && (
          <a href={eventCalendarPath(event.slug)} download={`${event.slug}.ics`} className={secondaryButton}>
            Add to calendar
          </a>
        )}
      </div>
      {!cancelled && !over && <AddToMyCalendar signedIn={signedIn === true} />}
      {event.description && (
        <div className="mt-8 border-t border-line pt-8">
          <EventDescription description={event.description} />
        </div>
      )}
      <EventContentLinks links={links} />
      {signedIn && after?.(event)}
    </article>
  );
}

/** The page before its code has run: as tall as the screen, so the footer never jumps; without JavaScript, the calendar. */
export function EventDetailsPlaceholder() {
  return (
    <div aria-busy="true" className="mx-auto min-h-svh max-w-3xl px-4 py-10 sm:py-14">
      <p>
        <Link to="/events" className={textLink}>
          All events
        </Link>
      </p>
      <p className="sr-only">Loading the event…</p>
      <noscript>
        <p className="mt-6 text-ink">
          This page needs JavaScript.{" "}
          <a href={PUBLIC_CALENDAR_PATH} className={textLink}>
            The chapter's calendar
          </a>{" "}
          has every event for any calendar app.
        </p>
      </noscript>
    </div>
  );
}
