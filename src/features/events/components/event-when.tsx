import { chapterWhen } from "../lib/chapter-when";
import { viewerWhen } from "../lib/viewer-time";

/** When an event is: in the chapter's time zone, and in the viewer's own when that differs. */
export function EventWhen({ event }: { event: { startsAt: string; endsAt: string } }) {
  const chapter = chapterWhen(event);
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
