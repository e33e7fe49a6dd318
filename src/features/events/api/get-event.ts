import type { ChapterEventView } from "~/shared/events";
import { dataOf, isEventView } from "../lib/event-data";

/**
 * GET /api/events/{slug} (anyone; a member's answer carries `myRsvp`):
 * undefined when there is no such event. Without zod, like the list
 * (lib/event-data.ts): an event's page is a first load too.
 */
export async function getEvent(slug: string, signal?: AbortSignal): Promise<ChapterEventView | undefined> {
  const response = await fetch(`/api/events/${encodeURIComponent(slug)}`, { headers: { Accept: "application/json" }, signal });
  if (response.status === 404) return undefined;
  const event = await dataOf(response, isEventView);
  if (!event) throw new Error("The event could not be loaded.");
  return event;
}
