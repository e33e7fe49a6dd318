import type { ChapterEventView } from "~/shared/events";
import { envelopeOf, get, isNullableString, isRecord } from "./envelope";

const EVENT_STRINGS = ["id", "slug", "title", "description", "category", "location", "startsAt", "endsAt", "status", "createdAt", "updatedAt"] as const;
const EVENT_NUMBERS = ["points", "sequence", "rsvpCount", "waitlistCount", "checkinOpensMinutesBefore", "checkinClosesMinutesAfter"] as const;
const EVENT_NULLABLE_NUMBERS = ["capacity", "spotsLeft"] as const;

/** An event as the API answers it (src/shared/events.ts `eventSchema`). */
export function isEventView(value: unknown): value is ChapterEventView {
  if (!isRecord(value)) return false;
  return (
    EVENT_STRINGS.every((key) => typeof value[key] === "string") &&
    EVENT_NUMBERS.every((key) => typeof value[key] === "number") &&
    EVENT_NULLABLE_NUMBERS.every((key) => value[key] === null || typeof value[key] === "number") &&
    typeof value.rsvpOpen === "boolean" &&
    typeof value.remindSoon === "boolean" &&
    isNullableString(value.locationUrl) &&
    (value.myRsvp === undefined || isNullableString(value.myRsvp)) &&
    (value.myCheckedInAt === undefined || isNullableString(value.myCheckedInAt))
  );
}

export const isEventList = (value: unknown): value is ChapterEventView[] => Array.isArray(value) && value.every(isEventView);

/**
 * The events as an officer sees them (every status): the last year and everything ahead, up to 500
 * (`hasMore` beyond). The events admin lists them, and the content editors offer them to link an
 * album or a talk to.
 */
export const MANAGED_EVENTS_PATH = "/api/events?limit=500";

/**
 * GET /api/events with the query in `path` (anyone; a member's answer carries `myRsvp`), sorted by
 * start, and whether there are more than the `limit` asked for.
 */
export async function readEvents(path: string, signal?: AbortSignal): Promise<{ events: ChapterEventView[]; hasMore: boolean }> {
  const answer = await envelopeOf(await get(path, signal), isEventList);
  return { events: answer.data, hasMore: answer.meta.hasMore === true };
}
