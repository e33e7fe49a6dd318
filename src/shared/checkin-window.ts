import type { ChapterEventView } from "./events";
import { toEpochMs } from "./time/instant";

/** What the window needs of an event (any event answer has it). */
export type CheckinWindowEvent = Pick<ChapterEventView, "startsAt" | "endsAt" | "status" | "checkinOpensMinutesBefore" | "checkinClosesMinutesAfter">;

export type WindowPhase = "before" | "open" | "after" | "cancelled";

/**
 * The check-in window as a page guesses it from the device's clock, to
 * offer "Check in" only when it can work and to say "opens at…" otherwise.
 * The server decides with its own clock (decision 025); a minute of slack
 * either side leaves the edges to it.
 */
export const CHECKIN_WINDOW_SLACK_MS = 60_000;

export function windowOf(event: CheckinWindowEvent) {
  return {
    opensAt: toEpochMs(event.startsAt) - event.checkinOpensMinutesBefore * 60_000,
    closesAt: toEpochMs(event.endsAt) + event.checkinClosesMinutesAfter * 60_000,
  };
}

export function windowPhase(event: CheckinWindowEvent, now: number): WindowPhase {
  if (event.status === "cancelled") return "cancelled";
  const { opensAt, closesAt } = windowOf(event);
  if (now < opensAt - CHECKIN_WINDOW_SLACK_MS) return "before";
  if (now >= closesAt + CHECKIN_WINDOW_SLACK_MS) return "after";
  return "open";
}

/** The next moment (after `now`) at which windowPhase may answer differently, or null when it never will. */
export function nextWindowChange(event: CheckinWindowEvent, now: number): number | null {
  if (event.status === "cancelled") return null;
  const { opensAt, closesAt } = windowOf(event);
  return [opensAt - CHECKIN_WINDOW_SLACK_MS, closesAt + CHECKIN_WINDOW_SLACK_MS].find((edge) => edge > now) ?? null;
}
