/**
 * "Tue, Dec 1, 5:00 PM CST": a day and time in the chapter's time zone (the
 * caller passes `site.timeZone`), as mails and the check-in pages give an
 * event's time: one format for both sides, so they say it the same way.
 */
export function dayTimeFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}
