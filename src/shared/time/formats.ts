/**
 * How the site writes instants for people, in one list, so the Worker's
 * messages and mails and the SPA's pages say the same moment the same way.
 * In the zone a caller passes — the chapter's (`site.timeZone`), or a
 * visitor's own beside it — and in US English, whatever the reader's
 * browser prefers, so pages, mails and tests agree.
 */
const STYLES = {
  /** "June 1, 2027 at 12:00 AM CDT": a moment sponsors and admins are held to (access windows). */
  moment: { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Jun 1, 2027, 3:04 PM": a moment in a list (the access log, adjustments). */
  shortMoment: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Tue, Dec 1, 5:00 PM CST": a moment in the coming days (mails, check-in). */
  dayTime: { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Tue, Dec 1, 2026, 5:00 – 7:00 PM CST" as a range: an event in one line (link previews). */
  eventSpan: { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Wednesday, December 2, 2026". */
  weekdayDay: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** "Wed, Dec 2, 2026". */
  shortWeekdayDay: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "June 1, 2027". */
  day: { month: "long", day: "numeric", year: "numeric" },
  /** "Jun 1, 2027". */
  shortDay: { month: "short", day: "numeric", year: "numeric" },
  /** "Jun 1". */
  monthDay: { month: "short", day: "numeric" },
  /** "6:30 PM". */
  time: { hour: "numeric", minute: "2-digit" },
  /** "6:30 PM CST". */
  zonedTime: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "12/2/2026, 18:30:05": not for people; the numeric reading wall-clock.ts takes apart (formatToParts). */
  parts: { hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeStyle = keyof typeof STYLES;

const made = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per style and zone, made when first asked for: they are costly to make. */
export function timeFormat(style: TimeStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...STYLES[style] });
    made.set(key, format);
  }
  return format;
}

/** An instant (epoch ms) in a style. */
export function formatInstant(style: TimeStyle, ms: number, timeZone: string): string {
  return timeFormat(style, timeZone).format(ms);
}

/** Two instants as one range in a style ("6:30 – 8:00 PM CST", "March 26 – 27, 2027"), sharing what they share. */
export function formatInstantRange(style: TimeStyle, from: number, to: number, timeZone: string): string {
  return timeFormat(style, timeZone).formatRange(from, to);
}

/**
 * A calendar day ("2026-09-21": a date in the content) in a style — "September
 * 21, 2026" in `day`. A day has no zone: it is written as the UTC day it names,
 * so every machine that prerenders or hydrates it writes the same text.
 */
export function formatDay(style: TimeStyle, day: string): string {
  return formatInstant(style, Date.parse(`${day}T00:00:00Z`), "UTC");
}

let viewerZone: string | undefined;

/**
 * The zone of the device running this code: a visitor's own, in a browser. Read once: each read
 * makes a new Intl format (0.2 ms here, about 1 ms on a phone), and an events list asks per card.
 */
export function viewerTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return viewerZone;
}
