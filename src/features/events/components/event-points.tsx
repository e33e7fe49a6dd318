import type { ChapterEventView } from "~/shared/events";
import { plural } from "~/shared/plural";

/**
 * What attending is worth ("Worth 10 points"), beside the category on an
 * event's card and page, so members know before they decide to come.
 * Nothing for an event worth no points, or cancelled.
 */
export function EventPoints({ event }: { event: ChapterEventView }) {
  if (event.points <= 0 || event.status === "cancelled") return null;
  return (
    <span className="ml-2 inline-block rounded-full bg-surface-muted px-2 py-0.5 normal-case tracking-normal text-ink">
      Worth {plural(event.points, "point")}
    </span>
  );
}
