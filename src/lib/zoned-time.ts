/**
 * Local wall-clock time in a named time zone ("2026-12-02T18:30" in
 * "America/Chicago") → the instant it denotes. Uses Intl's time-zone data
 * (in every browser and in Node), so daylight saving time is handled.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const [date = "", time = "00:00"] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a guess, then again at the corrected instant, in case
  // the guess fell on the other side of a daylight-saving change.
  let instant = asIfUtc - offsetAt(asIfUtc, timeZone);
  const corrected = asIfUtc - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** Local time minus UTC, in milliseconds, at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockAt(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - instant;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall clock in a named time zone at an instant (month 1–12, hour 0–23). */
export function wallClockAt(instant: number | Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}
