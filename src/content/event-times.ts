import { zonedTimeToUtc } from "../lib/zoned-time";
import { CHAPTER_TIME_ZONE } from "./time-zone";
import type { ChapterEvent } from "./schema/events";

/** The instants an event starts and ends (its times are local to the chapter). */
export function eventInstants(event: Pick<ChapterEvent, "start" | "end">): { start: Date; end: Date } {
  return { start: zonedTimeToUtc(event.start, CHAPTER_TIME_ZONE), end: zonedTimeToUtc(event.end, CHAPTER_TIME_ZONE) };
}

/** Where an event's calendar file is served (written at build by scripts/postbuild/calendar-files.ts). */
export const calendarFilePath = (eventId: string) => `/calendar/${eventId}.ics`;
