import { apiData } from "~/lib/api-client";
import type { CalendarAlarms } from "~/shared/calendar-alarms";
import { calendarFeedStatusSchema } from "~/shared/events";

/** PUT /api/calendar/feed/alarms (signed in): when the personal feed's events remind the member. */
export function setCalendarAlarms(alarms: CalendarAlarms) {
  return apiData("/api/calendar/feed/alarms", calendarFeedStatusSchema, { method: "PUT", body: { alarms } });
}
