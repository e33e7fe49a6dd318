import { Link } from "react-router";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { chapterWhen } from "../lib/chapter-when";
import { CheckinOffer, useCheckinOffered } from "./checkin-offer";
import { DateBadge } from "./date-badge";

/**
 * An event in a short list (the home page): date badge, title linking to its
 * page, when and where. Always the same height: while check-in is offered,
 * its line takes the date's place (the badge still shows the date).
 */
export function EventSummary({ event }: { event: ChapterEventView }) {
  const when = chapterWhen(event, true);
  const checkin = useCheckinOffered(event);
  return (
    <article className="relative flex h-full gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm hover:border-brand">
      <DateBadge event={event} muted={event.status === "cancelled"} />
      <div className="min-w-0">
        <p className="truncate text-xs font-semibold uppercase tracking-wider text-link">
          {event.status === "cancelled" ? `Cancelled · ${event.category}` : event.category}
        </p>
        <h3 className="mt-1 line-clamp-2 font-semibold text-ink">
          <Link to={eventPath(event.slug)} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl hover:text-link">
            {event.title}
          </Link>
        </h3>
        {checkin ? (
          <CheckinOffer event={event} look="line" />
        ) : (
          <p className="truncate text-sm text-ink-muted">
            <time dateTime={event.startsAt}>{when.date}</time>
          </p>
        )}
        <p className="truncate text-sm text-ink-muted">{when.time}</p>
        <p className="truncate text-sm text-ink-muted">{event.location}</p>
      </div>
    </article>
  );
}
