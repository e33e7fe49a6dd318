import type { EventCategory } from "../../../../src/shared/event-categories";
import { spotsLeftOf } from "../../../../src/shared/event-places";
import type { ChapterEventView, RsvpStatus } from "../../../../src/shared/events";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import type { EventRow } from "../../../db/schema";
import { DAY } from "../../../lib/clock";
import { sha256Hex } from "../../../lib/crypto";

/**
 * The API's view of an event; `myRsvp` and `myCheckedInAt` only when there is
 * a signed-in member to answer for. Never the check-in secret, and never who
 * created it: members and visitors have no use for an officer's account id
 * (officers get it in the answers to their own writes, officerEventView).
 */
export function toEventView(row: EventRow, myRsvp?: RsvpStatus | null, myCheckedInAt?: number | null): ChapterEventView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    // The Worker writes only categories that the shared schema accepts.
    category: row.category as EventCategory,
    location: row.location,
    locationUrl: row.locationUrl,
    startsAt: formatUtcInstant(row.startsAt),
    endsAt: formatUtcInstant(row.endsAt),
    capacity: row.capacity,
    rsvpOpen: row.rsvpOpen,
    remindSoon: row.remindSoon,
    points: row.points,
    status: row.status,
    sequence: row.sequence,
    createdAt: formatUtcInstant(row.createdAt),
    updatedAt: formatUtcInstant(row.updatedAt),
    rsvpCount: row.goingCount,
    waitlistCount: row.waitlistCount,
    spotsLeft: spotsLeftOf(row.capacity, row.goingCount),
    checkinOpensMinutesBefore: row.checkinOpensBeforeMinutes,
    checkinClosesMinutesAfter: row.checkinClosesAfterMinutes,
    ...(myRsvp !== undefined ? { myRsvp, myCheckedInAt: myCheckedInAt === undefined || myCheckedInAt === null ? null : formatUtcInstant(myCheckedInAt) } : {}),
  };
}

/** The view in the answers to officers' writes (create, update, cancel): with the creating officer's id. */
export function officerEventView(row: EventRow, myRsvp?: RsvpStatus | null): ChapterEventView {
  return { ...toEventView(row, myRsvp), createdBy: row.createdBy };
}

/** Midnight UTC of the day of `at`: windows that move once a day keep cache keys and ETags stable. */
export function startOfUtcDay(at: number): number {
  return Math.floor(at / DAY) * DAY;
}

/** A strong entity tag from the body's SHA-256. */
export async function contentTag(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, 32)}"`;
}

/** Whether an If-None-Match header names the tag (or is `*`). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
