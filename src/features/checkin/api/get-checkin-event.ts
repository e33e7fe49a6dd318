import { isCheckinEvent, type CheckinEvent } from "../lib/event-window";

/**
 * GET /api/events/{id} (anyone; a member's answer says whether they have
 * checked in): the event the link names, or undefined when there is none.
 * Plain fetch: the check-in page's first load carries no zod (decision 005).
 */
export async function getCheckinEvent(eventId: string, signal?: AbortSignal): Promise<CheckinEvent | undefined> {
  const response = await fetch(`/api/events/${encodeURIComponent(eventId)}`, { headers: { Accept: "application/json" }, signal });
  if (response.status === 404) return undefined;
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  if (!response.ok || !isCheckinEvent(body?.data)) throw new Error("The event could not be loaded.");
  return body.data;
}

/** GET /api/events around now (anyone): the events whose check-in may be open, for a member who came without a link. */
export async function listEventsAround(now: number, signal?: AbortSignal): Promise<CheckinEvent[]> {
  // Windows reach at most a day either side of an event (1440 minutes).
  const from = new Date(now - 86_400_000).toISOString();
  const to = new Date(now + 86_400_000).toISOString();
  const response = await fetch(`/api/events?from=${from}&to=${to}&limit=100`, { headers: { Accept: "application/json" }, signal });
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  const list = body?.data;
  if (!response.ok || !Array.isArray(list) || !list.every(isCheckinEvent)) throw new Error("The events could not be loaded.");
  return list;
}
