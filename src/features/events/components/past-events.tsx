import { Link } from "react-router";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { chapterWhen } from "../lib/chapter-when";

/** Past events under a heading: a term's name, or none when the chapter has no terms defined. */
export type PastGroup = { id: string; label: string | null; events: readonly ChapterEventView[] };

/** Past events, latest first, under the term they were in (the chapter's terms, GET /api/terms). */
export function PastEvents({ groups }: { groups: readonly PastGroup[] }) {
  return (
    <div className="mt-4 space-y-6">
      {groups.map(({ id, label, events }) => {
        if (events.length === 0) return null;
        const list = (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface-raised">
            {events.map((event) => (
              <PastEvent key={event.id} event={event} />
            ))}
          </ul>
        );
        if (label === null) return <div key={id}>{list}</div>;
        const headingId = `term-${id}`;
        return (
          <section key={id} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-lg font-semibold text-ink">
              {label}
            </h3>
            {list}
          </section>
        );
      })}
    </div>
  );
}

function PastEvent({ event }: { event: ChapterEventView }) {
  const when = chapterWhen(event);
  return (
    <li className="p-4">
      <p className="text-xs font-semibold uppercase tracking-wider text-link">
        {event.category}
        {event.status === "cancelled" && " · Cancelled"}
      </p>
      <p className="mt-1 font-semibold text-ink">
        <Link to={eventPath(event.slug)} prefetch="intent" className="hover:text-link hover:underline">
          {event.title}
        </Link>
      </p>
      <p className="text-sm text-ink-muted">
        <time dateTime={event.startsAt}>{when.date}</time> · <span className="wrap-anywhere">{event.location}</span>
      </p>
    </li>
  );
}
