/**
 * iCalendar (RFC 5545) text: one-event files ("add to calendar") and
 * subscription feeds. Times in UTC (no VTIMEZONE needed), text escaped
 * (§3.3.11), lines folded at 75 octets and ended by CRLF (§3.1). Used by the
 * build and by the Worker, so both write calendars the same way.
 */
export type CalendarEvent = {
  /** Stable across versions of the event, and free of personal data. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  categories?: readonly string[];
  /** Goes up with every change a calendar must see (§3.8.7.4). */
  sequence?: number;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  created?: Date;
  lastModified?: Date;
  /** DTSTAMP; by default the calendar's own stamp. */
  stamp?: Date;
  /** ORGANIZER (a mailto: address, with its name): calendars apply a METHOD:REQUEST or CANCEL only from an organizer (RFC 5546). */
  organizer?: { name: string; email: string };
  /** ATTENDEE: the member a mail's file is for, so their calendar takes it as their invitation. */
  attendee?: { email: string; status: "ACCEPTED" | "TENTATIVE" | "DECLINED" };
  /** VALARMs, each a TRIGGER before the start ("-P1D", "-PT1H"): the member's own calendar reminds them. */
  alarms?: readonly string[];
};

export type CalendarOptions = {
  /** PRODID, e.g. "-//Chapter//Events//EN". */
  productId: string;
  /** DTSTAMP of the events that carry none of their own. */
  stamp: Date;
  /**
   * METHOD: only for a file handed out once (iTIP, RFC 5546); subscription
   * feeds have none. CANCEL withdraws the copy a calendar holds of the UID.
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** The calendar's name in calendar apps (RFC 7986 NAME, and X-WR-CALNAME that older apps read). */
  name?: string;
  /** How often a subscriber should refresh, as a duration such as "PT1H" (RFC 7986; a hint). */
  refreshInterval?: string;
};

/** 20261203T003000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * TEXT values: backslash, semicolon, comma and line breaks are escaped
 * (§3.3.11); other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removes the control characters RFC 5545 forbids in TEXT
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation
 * starting with a space (§3.1), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!);
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      out.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** Octets of a code point in UTF-8 (no TextEncoder: this module runs in every environment). */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** A parameter value (CN=…) in quotes, without the characters a quoted value may not hold (§3.2). */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** URI values are not TEXT: nothing to escape, but a line break would end the property. */
const uri = (value: string) => value.replace(/[\r\n]/g, "");

function eventLines(event: CalendarEvent, defaultStamp: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp ?? defaultStamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.created ? [`CREATED:${formatUtc(event.created)}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${formatUtc(event.lastModified)}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.categories?.length ? [`CATEGORIES:${event.categories.map(escapeText).join(",")}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${quoted(event.organizer.name)}:mailto:${uri(event.organizer.email)}`] : []),
    ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendee.status};RSVP=FALSE:mailto:${uri(event.attendee.email)}`] : []),
    ...(event.alarms ?? []).flatMap((trigger) => [
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(event.summary)}`,
      `TRIGGER:${trigger}`,
      "END:VALARM",
    ]),
    "END:VEVENT",
  ];
}

/** A VCALENDAR with any number of events (none is a valid, empty feed). */
export function calendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(options.productId)}`,
    "CALSCALE:GREGORIAN",
    ...(options.method ? [`METHOD:${options.method}`] : []),
    ...(options.name ? [`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...(options.refreshInterval ? [`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`] : []),
    ...events.flatMap((event) => eventLines(event, options.stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** One event to download ("add to calendar"), published once. */
export function calendarFile(event: CalendarEvent, options: Omit<CalendarOptions, "method">): string {
  return calendar([event], { ...options, method: "PUBLISH" });
}
