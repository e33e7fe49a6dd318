import type { ChapterEvent } from "~/content/schema/events";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

// Event times are the chapter's local times as written in the content; they
// are shown as written (by hand, not through Intl), so the prerendered page
// and every visitor's browser agree whatever their time zone.
function parts(local: string) {
  const [date = "", time = "00:00"] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

function clock(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Wednesday, December 2, 2026" or, over several days, "March 26–27, 2027". */
export function eventDateLabel(event: Pick<ChapterEvent, "start" | "end">): string {
  const s = parts(event.start);
  const e = parts(event.end);
  if (s.year === e.year && s.month === e.month && s.day === e.day) {
    return `${WEEKDAYS[s.weekday]}, ${MONTHS[s.month - 1]} ${s.day}, ${s.year}`;
  }
  if (s.year === e.year && s.month === e.month) return `${MONTHS[s.month - 1]} ${s.day}–${e.day}, ${s.year}`;
  return `${MONTHS[s.month - 1]} ${s.day} – ${MONTHS[e.month - 1]} ${e.day}, ${e.year}`;
}

/** "6:30 PM – 8:00 PM" (or the start and end times of a multi-day event). */
export function eventTimeLabel(event: Pick<ChapterEvent, "start" | "end">): string {
  const s = parts(event.start);
  const e = parts(event.end);
  return `${clock(s.hour, s.minute)} – ${clock(e.hour, e.minute)}`;
}

/** For the date badge: "DEC" and "2". */
export function eventBadge(event: Pick<ChapterEvent, "start">): { month: string; day: number } {
  const s = parts(event.start);
  return { month: MONTHS[s.month - 1]!.slice(0, 3).toUpperCase(), day: s.day };
}
