import { apiData } from "~/lib/api-client";
import { calendarFeedSchema } from "~/shared/events";

/** POST /api/calendar/feed (signed in): a new personal address, shown this once; an earlier one stops working. */
export function createCalendarFeed() {
  return apiData("/api/calendar/feed", calendarFeedSchema, { method: "POST" });
}
