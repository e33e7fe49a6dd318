import { apiData } from "~/lib/api-client";
import { calendarFeedStatusSchema } from "~/shared/events";

/** DELETE /api/calendar/feed (signed in): the personal address stops working. */
export function deleteCalendarFeed() {
  return apiData("/api/calendar/feed", calendarFeedStatusSchema, { method: "DELETE" });
}
