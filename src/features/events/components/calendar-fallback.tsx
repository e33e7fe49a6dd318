import { PUBLIC_CALENDAR_PATH } from "~/shared/event-links";

/** For a browser without JavaScript, where events cannot load: the chapter's calendar, which any calendar app reads. */
export function CalendarFallback() {
  return (
    <noscript>
      <p className="mt-4 rounded-md border border-line bg-surface-muted p-4 text-ink">
        The events load with JavaScript. Without it,{" "}
        <a href={PUBLIC_CALENDAR_PATH} className="font-medium text-link underline underline-offset-4">
          download the chapter's calendar
        </a>{" "}
        (every event, for any calendar app).
      </p>
    </noscript>
  );
}
