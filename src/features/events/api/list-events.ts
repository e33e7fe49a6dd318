import { EVENT_LIST_LIMIT, listFrom } from "~/shared/event-list";

/**
 * The site's one list of events — the past ones of this term and the one
 * before, and every upcoming one — which the events page and the home page
 * both show (read by `readEvents`, src/lib/public-api/events.ts). One URL for everyone all month: a visitor's copy
 * comes from the Worker's memory (decision 021) or, a minute long, from
 * the browser's cache when they go from one page to the other.
 */
export const eventListPath = (now: Date) => `/api/events?from=${listFrom(now)}&limit=${EVENT_LIST_LIMIT}`;

/** The member's own events (GET /api/events?mine=true, signed in): those they RSVPed to, from a year ago on. */
export const MY_EVENTS_PATH = "/api/events?mine=true&limit=500";
