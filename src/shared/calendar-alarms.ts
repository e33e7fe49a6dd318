import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

/**
 * When a member's own calendar reminds them of the events in their personal
 * feed (VALARMs, decision 122): free, unmetered, and on time even on a day
 * the chapter's mail runs out.
 */
export const CALENDAR_ALARMS = ["day-and-hour", "day", "hour", "none"] as const;
export type CalendarAlarms = (typeof CALENDAR_ALARMS)[number];
export const DEFAULT_CALENDAR_ALARMS: CalendarAlarms = "day-and-hour";

/** Each choice as the settings name it, and the VALARM triggers it writes. */
export const CALENDAR_ALARM_CHOICES: Record<CalendarAlarms, { label: string; triggers: readonly string[] }> = {
  "day-and-hour": { label: "The day before and an hour before", triggers: ["-P1D", "-PT1H"] },
  day: { label: "The day before", triggers: ["-P1D"] },
  hour: { label: "An hour before", triggers: ["-PT1H"] },
  none: { label: "No reminders", triggers: [] },
};

/** PUT /api/calendar/feed/alarms */
export const calendarAlarmsRequestSchema = lazySchema(() =>
  z.strictObject({ alarms: z.enum(CALENDAR_ALARMS, { error: "Choose when your calendar reminds you." }) }),
);
export type CalendarAlarmsRequest = z.infer<typeof calendarAlarmsRequestSchema>;
