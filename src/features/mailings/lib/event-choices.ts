import { toEpochMs } from "~/shared/time/instant";
/**
 * The composer's events in date order (issue 35, item 12): what comes next first, the nearest first —
 * officers mostly write to the people of what comes next — then those that have started or passed,
 * the latest first (a thank-you to who came).
 */
export function eventsByDate<T extends { startsAt: string }>(events: readonly T[], at: number): { upcoming: T[]; past: T[] } {
  const start = (event: T) => toEpochMs(event.startsAt);
  return {
    upcoming: events.filter((event) => start(event) >= at).sort((a, b) => start(a) - start(b)),
    past: events.filter((event) => start(event) < at).sort((a, b) => start(b) - start(a)),
  };
}
