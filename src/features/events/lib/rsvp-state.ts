import type { ChapterEventView } from "~/shared/events";
import { plural } from "~/shared/plural";
import { toEpochMs } from "~/shared/time/instant";

/** Where an event stands for RSVPs, at `now`, for a member or a visitor. */
export type RsvpState = "cancelled" | "over" | "started" | "closed" | "going" | "waitlist" | "full" | "open";

export function rsvpState(event: ChapterEventView, now: number): RsvpState {
  if (event.status === "cancelled") return "cancelled";
  if (toEpochMs(event.endsAt) <= now) return "over";
  // An RSVP is kept once made, and can be cancelled until the start.
  if (event.myRsvp === "going") return toEpochMs(event.startsAt) <= now ? "started" : "going";
  if (event.myRsvp === "waitlist") return toEpochMs(event.startsAt) <= now ? "started" : "waitlist";
  if (toEpochMs(event.startsAt) <= now) return "started";
  if (!event.rsvpOpen) return "closed";
  return event.spotsLeft === 0 ? "full" : "open";
}

/** "12 of 25 spots left", "Full · 3 on the waitlist", "8 going": the line about places, or null. */
export function spotsLine(event: ChapterEventView): string | null {
  if (event.status === "cancelled") return null;
  if (event.capacity === null) return event.rsvpCount > 0 ? `${event.rsvpCount} going` : null;
  if (event.spotsLeft === 0) return `Full${event.waitlistCount > 0 ? ` · ${event.waitlistCount} on the waitlist` : ""}`;
  const left = event.spotsLeft ?? event.capacity;
  return `${left} of ${plural(event.capacity, "spot")} left`;
}
