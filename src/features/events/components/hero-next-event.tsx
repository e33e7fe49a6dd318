import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { whenLabels } from "~/shared/time/event-when";
import { site } from "~/site.config";

type HeroNextEventProps = {
  /** The chapter's photo (a content image), under the next event; alone when nothing is planned. */
  photo: { src: string; alt: string };
  next: ChapterEventView | undefined;
};

/** The home hero's right half on wide screens: the chapter's photo, with the next event on it once it is known. */
export function HeroNextEvent({ photo, next }: HeroNextEventProps) {
  const when = next && whenLabels(next, site.timeZone, true);
  return (
    <div className="relative">
      <ResponsiveImage src={photo.src} kind="photo" alt={photo.alt} sizes="36rem" imgClassName="rounded-xl" />
      {next && when && (
        <article aria-labelledby="hero-next-title" className="absolute inset-x-4 bottom-4 rounded-lg bg-surface-raised p-4 text-ink shadow-lg">
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
