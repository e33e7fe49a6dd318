import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { EVENT_CONTENT_KIND_LABELS, type EventContentLink } from "~/shared/content/event-content";

/** The event's published slides, recordings and photos (src/shared/content/event-content.ts); nothing when it has none. */
export function EventContentLinks({ links }: { links: readonly EventContentLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="event-content" className="mt-8 border-t border-line pt-8">
      <h2 id="event-content" className="text-xl font-semibold text-ink">
        Slides, recordings and photos
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={`${link.kind} ${link.href} ${link.title}`}>
            <span className="font-semibold text-ink">{EVENT_CONTENT_KIND_LABELS[link.kind]}: </span>
            {link.href.startsWith("/") ? (
              <Link to={link.href} prefetch="intent" className={textLink}>
                {link.title}
              </Link>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={textLink}>
                {link.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
