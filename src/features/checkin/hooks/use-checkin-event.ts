import { useEffect, useState } from "react";
import { windowPhase } from "~/shared/checkin-window";
import { errorDetail } from "~/lib/api-error";
import { getEvent } from "~/lib/public-api/event";
import { readEvents } from "~/lib/public-api/events";
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

/**
 * The event to check in to: the one the link names (`?e=`), read again
 * when the session changes (a member's answer says whether they are
 * checked in); without one, the events whose window is open now.
 */
export function useCheckinEvent(eventId: string | null, hydrated: boolean, signedIn: boolean | null): EventChoice {
  const [choice, setChoice] = useState<EventChoice>({ kind: "loading" });

  useEffect(() => {
    if (!hydrated || signedIn === null) return;
    const controller = new AbortController();
    const load = async (): Promise<EventChoice> => {
      if (eventId) {
        const event = await getEvent(eventId, controller.signal);
        return event ? { kind: "event", event } : { kind: "unknown" };
      }
      const now = Date.now();
      const { events } = await readEvents(eventsAroundPath(now), controller.signal);
      const open = events.filter((event) => windowPhase(event, now) === "open");
      return open.length === 1 ? { kind: "event", event: open[0]! } : { kind: "choose", events: open };
    };
    load()
      .then((next) => !controller.signal.aborted && setChoice(next))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setChoice({ kind: "failed", message: `The event could not be loaded: ${errorDetail(error)}` });
      });
    return () => controller.abort();
  }, [eventId, hydrated, signedIn]);

  return choice;
}
