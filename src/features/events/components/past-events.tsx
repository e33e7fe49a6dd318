import { Link } from "react-router";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { termLabel } from "../lib/past-terms";
import { termOf, type Term } from "../lib/terms";
import { whenLabels } from "../lib/event-time";

/** Past events, latest first, under the term they were in. */
export function PastEvents({ events, terms }: { events: readonly ChapterEventView[]; terms: readonly Term[] }) {
  return (
    <div className="mt-4 space-y-6">
      {terms.map((term) => {
        const label = termLabel(term);
        const inTerm = events.filter((event) => termLabel(termOf(new Date(event.startsAt))) === label);
        if (inTerm.length === 0) return null;
        const id = `term-${label.replace(" ", "-").toLowerCase()}`;
        return (
          <section key={label} aria-labelledby={id}>
            <h3 id={id} className="text-lg font-semibold text-ink">
              {label}
            </h3>
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface-raised">
              {inTerm.map((event) => (
                <PastEvent key={event.id} event={event} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function PastEvent({ event }: { event: ChapterEventView }) {
  const when = whenLabels(event);
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
