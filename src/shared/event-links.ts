/**
 * Where events live on the site, and how to subscribe to a calendar feed.
 * Plain functions without zod (src/shared/events.ts re-exports them), so
 * pages can use them without loading the schemas (decision 005).
 */

/** An event's page. */
export const eventPath = (slug: string) => `/events/${slug}`;
/** An event's one-event calendar file (a download). */
export const eventCalendarPath = (slug: string) => `/events/${slug}.ics`;
/**
 * The member's check-in page; the display's QR code adds the current code.
 * Here, not beside the TOTP code it carries, so event cards that offer
 * check-in do not load the TOTP arithmetic.
 */
export function checkinPath(eventId: string, code?: string): string {
  const query = `e=${encodeURIComponent(eventId)}${code === undefined ? "" : `&c=${encodeURIComponent(code)}`}`;
  return `/checkin?${query}`;
}
/** The chapter's calendar feed: every event from six months ago on. */
export const PUBLIC_CALENDAR_PATH = "/calendar.ics";

/** The ways to subscribe to a calendar feed at `url` (https): the plain address, webcal: for calendar apps, Google Calendar. */
export function calendarSubscribeLinks(url: string) {
  const webcalUrl = url.replace(/^https?:/, "webcal:");
  return { url, webcalUrl, googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}` };
}
