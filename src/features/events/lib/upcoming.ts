import type { ChapterEventView } from "~/shared/events";
import { toEpochMs } from "~/shared/time/instant";

/** The events not yet over at `now`, in the list's order (soonest first). */
export const upcomingOf = (events: readonly ChapterEventView[], now: number) => events.filter((event) => toEpochMs(event.endsAt) > now);

/** The next events that will take place (the home page leaves cancelled ones to the events page). */
export const nextScheduled = (events: readonly ChapterEventView[], now: number) => upcomingOf(events, now).filter((event) => event.status === "scheduled");
