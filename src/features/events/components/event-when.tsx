import { whenLabels } from "~/shared/time/event-when";
import { viewerWhen } from "../lib/viewer-time";
import { site } from "~/site.config";

/** When an event is: in the chapter's time zone, and in the viewer's own when that differs. */
export function EventWhen({ event }: { event: { startsAt: string; endsAt: string } }) {
  const chapter = whenLabels(event, site.timeZone);
  const viewer = viewerWhen(event);
  return (
    <>
      <time dateTime={event.startsAt}>{chapter.date}</time>, {chapter.time}
      {viewer && (
        <span className="block text-ink-muted">
          Your time: {viewer.date}, {viewer.time}
        </span>
      )}
    </>
  );
}
