import { calendarFilePath } from "~/content/event-times";
import type { ChapterEvent } from "~/content/schema/events";
import { eventBadge, eventDateLabel, eventTimeLabel } from "../lib/event-when";

const action =
  "inline-flex items-center rounded-md px-3 py-1.5 text-sm font-semibold";

/**
 * One event: date, time, place, category, description, the sign-up link if
 * it has one and, for upcoming events, its calendar file.
 */
export function EventCard({ event, upcoming, headingLevel = 3 }: { event: ChapterEvent; upcoming: boolean; headingLevel?: 2 | 3 }) {
  const badge = eventBadge(event);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article id={event.id} aria-labelledby={`${event.id}-title`} className="flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <div aria-hidden="true" className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-blue text-white">
        <span className="text-xs font-semibold tracking-wider">{badge.month}</span>
        <span className="text-2xl font-bold leading-none">{badge.day}</span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-link">{event.category}</p>
        <Heading id={`${event.id}-title`} className="mt-1 text-lg font-semibold text-ink">
          {event.title}
        </Heading>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">When</dt>
          <dd>
            <time dateTime={event.start}>{eventDateLabel(event)}</time>, {eventTimeLabel(event)}
          </dd>
          <dt className="font-semibold text-ink">Where</dt>
          <dd>{event.location}</dd>
        </dl>
        <p className="mt-3 text-sm leading-relaxed text-ink">{event.description}</p>
        {upcoming && (
          <div className="mt-4 flex flex-wrap gap-2">
            {event.signUpUrl && (
              <a
                href={event.signUpUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Sign up for ${event.title} (opens in a new tab)`}
                className={`${action} bg-brand-blue text-white hover:bg-brand-light-blue`}
              >
                Sign up
              </a>
            )}
            <a
              href={calendarFilePath(event.id)}
              download={`${event.id}.ics`}
              aria-label={`Add to calendar: ${event.title}`}
              className={`${action} border border-line text-ink hover:bg-surface-muted`}
            >
              Add to calendar
            </a>
          </div>
        )}
      </div>
    </article>
  );
}
