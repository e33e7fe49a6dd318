import { Link } from "react-router";
import { secondaryButton } from "~/components/buttons";
import { eventCalendarPath, eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import type { RsvpOutcome } from "../lib/rsvp-actions";
import { spotsLine } from "../lib/rsvp-state";
import { CheckinOffer } from "./checkin-offer";
import { DateBadge } from "./date-badge";
import { EventPoints } from "./event-points";
import { EventWhen } from "./event-when";
import { RsvpControl } from "./rsvp-control";

type EventCardProps = {
  event: ChapterEventView;
  now: number;
  signedIn: boolean | null;
  waitlistPosition?: number | null;
  onChange: (outcome: RsvpOutcome) => void;
};

/**
 * An upcoming event on the events page: date and time (the chapter's and the
 * viewer's), place, places left, the start of its description, RSVP and
 * "Add to calendar". The title leads to the event's own page.
 */
export function EventCard({ event, now, signedIn, waitlistPosition, onChange }: EventCardProps) {
  const titleId = `${event.slug}-title`;
  const cancelled = event.status === "cancelled";
  const spots = spotsLine(event);
  const summary = event.description.split(/\n\s*\n/)[0];
  return (
    <article id={event.slug} aria-labelledby={titleId} className="flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <DateBadge event={event} muted={cancelled} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-link">
          {event.category}
          {cancelled && <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-white">Cancelled</span>}
          <EventPoints event={event} />
        </p>
        <h3 id={titleId} className="mt-1 text-lg font-semibold text-ink">
          <Link to={eventPath(event.slug)} prefetch="intent" className={`hover:text-link hover:underline ${cancelled ? "line-through" : ""}`}>
            {event.title}
          </Link>
        </h3>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">When</dt>
          <dd>
            <EventWhen event={event} />
          </dd>
          <dt className="font-semibold text-ink">Where</dt>
          <dd className="wrap-anywhere">{event.location}</dd>
          {spots && (
            <>
              <dt className="font-semibold text-ink">Places</dt>
              <dd>{spots}</dd>
            </>
          )}
        </dl>
        {summary && <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink">{summary}</p>}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <CheckinOffer event={event} />
          <RsvpControl
            event={event}
            now={now}
            signedIn={signedIn}
            returnTo={`/events?rsvp=${event.slug}`}
            onChange={onChange}
            waitlistPosition={waitlistPosition}
          />
          {!cancelled && (
            <a href={eventCalendarPath(event.slug)} download={`${event.slug}.ics`} className={secondaryButton} aria-label={`Add to calendar: ${event.title}`}>
              Add to calendar
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
