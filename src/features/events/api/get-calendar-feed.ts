import { apiData } from "~/lib/api-client";
import { calendarFeedStatusSchema } from "~/shared/events";

/** GET /api/calendar/feed (signed in): whether the member has a personal calendar address, and since when. */
export function getCalendarFeed(signal?: AbortSignal) {
  return apiData("/api/calendar/feed", calendarFeedStatusSchema, { signal });
}
