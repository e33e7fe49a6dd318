import { site } from "~/site.config";

/**
 * When an event is, for people: in the chapter's time zone (site.config.ts),
 * where events happen, and in the viewer's own zone too when that gives
 * other times (members are worldwide). Events reach the page from the API,
 * in the browser, so Intl's time-zone data does the work.
 */

type Instants = { startsAt: string; endsAt: string };

export type WhenLabels = {
  /** "Wednesday, December 2, 2026" ("Wed, Dec 2, 2026" in brief) or, over several days, "March 26 – 27, 2027". */
  date: string;
  /** "6:30 – 8:00 PM CST". */
  time: string;
};

const STYLES = {
  date: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  days: { month: "long", day: "numeric", year: "numeric" },
  briefDate: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  briefDays: { month: "short", day: "numeric", year: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
  zoned: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  parts: { year: "numeric", month: "numeric", day: "numeric", hourCycle: "h23" },
  month: { month: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per zone and style: they are costly to make. */
function format(style: keyof typeof STYLES, timeZone: string): Intl.DateTimeFormat {
  const key = style + timeZone;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { timeZone, ...STYLES[style] });
    formats.set(key, made);
  }
  return made;
}

/** The calendar date of an instant in a zone (the chapter's unless given): [year, month 1–12, day]. */
export function localDate(instant: Date, timeZone: string = site.timeZone): [number, number, number] {
  const parts = format("parts", timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return [get("year"), get("month"), get("day")];
}

/** An event's date and time in a time zone (the chapter's unless given); `brief` for short lists. */
export function whenLabels(event: Instants, timeZone: string = site.timeZone, brief = false): WhenLabels {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const oneDay = localDate(start, timeZone).join() === localDate(end, timeZone).join();
  return oneDay
    ? { date: format(brief ? "briefDate" : "date", timeZone).format(start), time: format("zoned", timeZone).formatRange(start, end) }
    : {
        date: format(brief ? "briefDays" : "days", timeZone).formatRange(start, end),
        time: `${format("time", timeZone).format(start)} – ${format("zoned", timeZone).format(end)}`,
      };
}

/** For the date badge, in the chapter's zone: "DEC" and 2. */
export function dateBadge(startsAt: string): { month: string; day: number } {
  const start = new Date(startsAt);
  return { month: format("month", site.timeZone).format(start).toUpperCase(), day: localDate(start)[2] };
}
