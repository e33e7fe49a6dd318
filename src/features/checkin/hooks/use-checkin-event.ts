import { useMemo } from "react";
import { windowPhase } from "~/shared/checkin-window";
import { getEvent } from "~/lib/public-api/event";
import { readEvents } from "~/lib/public-api/events";
import { useLoaded } from "~/lib/use-loaded";
import type { CheckinEvent } from "../lib/event-window";

export type EventChoice =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  /** The link named an event that does not exist. */
  | { kind: "unknown" }
  /** The events whose check-in is open now (no event in the link): the member picks one. */
  | { kind: "choose"; events: CheckinEvent[] }
  | { kind: "event"; event: CheckinEvent };

/** GET /api/events around now: the events whose check-in may be open (windows reach at most a day either side, 1440 minutes). */
function eventsAroundPath(now: number): string {
  const from = new Date(now - 86_400_000).toISOString();
  const to = new Date(now + 86_400_000).toISOString();
  return `/api/events?from=${from}&to=${to}&limit=100`;
}

async function readChoice(eventId: string | null, signal: AbortSignal): Promise<EventChoice> {
  if (eventId) {
    const event = await getEvent(eventId, signal);
    return event ? { kind: "event", event } : { kind: "unknown" };
  }
  const now = Date.now();
  const { events } = await readEvents(eventsAroundPath(now), signal);
  const open = events.filter((event) => windowPhase(event, now) === "open");
  return open.length === 1 ? { kind: "event", event: open[0]! } : { kind: "choose", events: open };
}

/**
 * The event to check in to: the one the link names (`?e=`), read again
 * when the session changes (a member's answer says whether they are
 * checked in); without one, the events whose window is open now.
 */
export function useCheckinEvent(eventId: string | null, hydrated: boolean, signedIn: boolean | null): EventChoice {
  // A new function for each session state: signing in or out reads again.
  const read = useMemo(() => (hydrated && signedIn !== null ? (signal: AbortSignal) => readChoice(eventId, signal) : null), [eventId, hydrated, signedIn]);
  const { data, failure } = useLoaded(read);
  if (failure) return { kind: "failed", message: `The event could not be loaded: ${failure}` };
  return data ?? { kind: "loading" };
}
