import { eventInstants } from "~/content/event-times";
import type { ChapterEvent } from "~/content/schema/events";

/** Upcoming events (not yet ended), soonest first, and past events, latest first. */
export function splitEvents<E extends Pick<ChapterEvent, "start" | "end">>(events: readonly E[], now: number) {
  const timed = events.map((event) => ({ event, ...eventInstants(event) }));
  const upcoming = timed.filter((t) => t.end.getTime() > now).sort((a, b) => a.start.getTime() - b.start.getTime());
  const past = timed.filter((t) => t.end.getTime() <= now).sort((a, b) => b.start.getTime() - a.start.getTime());
  return { upcoming: upcoming.map((t) => t.event), past: past.map((t) => t.event) };
}
