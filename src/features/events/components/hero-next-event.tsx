import type { ReactNode } from "react";
import { Link } from "react-router";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { chapterWhen } from "../lib/chapter-when";

type HeroNextEventProps = {
  /** The place of the chapter's photo (written by the Worker from the albums: decision 089); it may hold none. */
  photo: ReactNode;
  next: ChapterEventView | undefined;
};

/**
 * The home hero's right half on wide screens: the chapter's photo, with the next event on it once it
 * is known. Without a photo the next event stands on its own rather than over an empty box.
 */
export function HeroNextEvent({ photo, next }: HeroNextEventProps) {
  const when = next && chapterWhen(next, true);
  return (
    <div className="group relative">
      {photo}
      {next && when && (
        <article
          aria-labelledby="hero-next-title"
          className="rounded-lg bg-surface-raised p-4 text-ink shadow-lg group-has-[img]:absolute group-has-[img]:inset-x-4 group-has-[img]:bottom-4"
        >
          <p className="text-xs font-semibold uppercase tracking-wider text-link">Next event</p>
          <h2 id="hero-next-title" className="mt-1 text-lg font-semibold">
            <Link to={eventPath(next.slug)} prefetch="intent" className="hover:text-link hover:underline">
              {next.title}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            <time dateTime={next.startsAt}>{when.date}</time>, {when.time}
          </p>
          <p className="text-sm text-ink-muted">{next.location}</p>
        </article>
      )}
    </div>
  );
}
