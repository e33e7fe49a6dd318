import type { ChapterEventView } from "~/shared/events";
import { dataOf, isEventList } from "../lib/event-data";
import { listFrom } from "../lib/terms";

/**
 * The site's one list of events — the past ones of this term and the one
 * before, and every upcoming one — which the events page and the home page
 * both show. One URL for everyone all month: a visitor's copy
 * comes from the Worker's memory (decision 021) or, a minute long, from
 * the browser's cache when they go from one page to the other.
 */
export const eventListPath = (now: Date) => `/api/events?from=${listFrom(now)}&limit=500`;

/** GET /api/events (anyone; a member's answer carries `myRsvp`), sorted by start. Without zod: see lib/event-data.ts. */
export async function listEvents(path: string, signal?: AbortSignal): Promise<ChapterEventView[]> {
  const events = await dataOf(await fetch(path, { headers: { Accept: "application/json" }, signal }), isEventList);
  if (!events) throw new Error("The events could not be loaded.");
  return events;
}
