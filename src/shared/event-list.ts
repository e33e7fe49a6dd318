/**
 * The site's one list of events for visitors — the past ones of this term and the one before, and
 * every upcoming one — which the events page and the home page show: the browser asks for it
 * (GET /api/events, src/features/events/api/list-events.ts) and the Worker writes it into those
 * pages (decision 087), so both sides must name the same window.
 */

/**
 * The element that carries the visitors' list (and the terms) in a page the Worker serves with them
 * (EVENT_LIST_PAGES in src/shared/content/pages.ts). Here, not there: the home page reads the list
 * and must not load the content pages' module.
 */
export const EVENT_LIST_DATA_ELEMENT_ID = "event-list-data";

/** How many events the list holds at most. */
export const EVENT_LIST_LIMIT = 500;

/**
 * The `from` of the list: midnight UTC the day before the first of the month a year before this
 * one — 12 to 13 months back, enough for this term and the one before (a term is at most 367 days;
 * a school year's two terms fit). It moves once a month, so every visitor asks the same URL, which
 * the Worker answers from memory (decision 021).
 */
export function listFrom(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 0)).toISOString().replace(".000", "");
}
