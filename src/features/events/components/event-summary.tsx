import { Link } from "react-router";
import type { EventPreview } from "../lib/event-preview";

/** An event in a short list (the home page): date badge, title linking to it on /events, when and where. */
export function EventSummary({ event }: { event: EventPreview }) {
  return (
    <article className="relative flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm hover:border-brand-blue">
      <div aria-hidden="true" className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-blue text-white">
        <span className="text-xs font-semibold tracking-wider">{event.badge.month}</span>
        <span className="text-2xl font-bold leading-none">{event.badge.day}</span>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-link">{event.category}</p>
        <h3 className="mt-1 font-semibold text-ink">
          <Link to={`/events#${event.id}`} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl hover:text-link">
            {event.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          <time dateTime={event.start}>{event.dateLabel}</time>, {event.timeLabel}
        </p>
        <p className="text-sm text-ink-muted">{event.location}</p>
      </div>
    </article>
  );
}
