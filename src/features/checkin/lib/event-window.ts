import type { ChapterEventView } from "~/shared/events";

/** What the check-in page needs of an event (from the public event answers). */
export type CheckinEvent = Pick<
  ChapterEventView,
  "id" | "slug" | "title" | "startsAt" | "endsAt" | "status" | "checkinOpensMinutesBefore" | "checkinClosesMinutesAfter"
> & { myCheckedInAt?: string | null | undefined };

export type WindowPhase = "before" | "open" | "after" | "cancelled";

/**
 * The check-in window as the page guesses it from the device's clock, to
 * say "opens at…" instead of offering a button that cannot work. The server
 * decides with its own clock (decision 025); a minute of slack either side
 * leaves the edges to it.
 */
const SLACK_MS = 60_000;

export function windowOf(event: CheckinEvent) {
  return {
    opensAt: Date.parse(event.startsAt) - event.checkinOpensMinutesBefore * 60_000,
    closesAt: Date.parse(event.endsAt) + event.checkinClosesMinutesAfter * 60_000,
  };
}

export function windowPhase(event: CheckinEvent, now: number): WindowPhase {
  if (event.status === "cancelled") return "cancelled";
  const { opensAt, closesAt } = windowOf(event);
  if (now < opensAt - SLACK_MS) return "before";
  if (now >= closesAt + SLACK_MS) return "after";
  return "open";
}

/** Checked by hand, not with zod: the page is a first load (decision 005). */
export function isCheckinEvent(value: unknown): value is CheckinEvent {
  const event = value as Record<string, unknown> | null;
  return (
    typeof event === "object" &&
    event !== null &&
    ["id", "slug", "title", "startsAt", "endsAt", "status"].every((key) => typeof event[key] === "string") &&
    typeof event.checkinOpensMinutesBefore === "number" &&
    typeof event.checkinClosesMinutesAfter === "number"
  );
}
