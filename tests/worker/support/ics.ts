import { expect } from "vitest";

/** Checking calendar text against RFC 5545 as a calendar app would read it. */

export type VEvent = Record<string, string>;

const octets = (line: string) => new TextEncoder().encode(line).length;

/**
 * Asserts the rules of §3.1 (CRLF line ends, lines of at most 75 octets,
 * continuations starting with a space, no other control characters) and the
 * required properties, then returns the events with their lines unfolded
 * (property name → value, parameters included in the name).
 */
export function parseCalendar(text: string): { calendar: VEvent; events: VEvent[] } {
  expect(text.endsWith("\r\n"), "ends with CRLF").toBe(true);
  expect(text.replace(/\r\n/g, ""), "no bare CR or LF").not.toMatch(/[\r\n]/);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check looks for control characters
  expect(text.replace(/\r\n/g, ""), "no control characters").not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(octets(line), line).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  const calendar: VEvent = {};
  const events: VEvent[] = [];
  let current: VEvent | undefined;
  for (const line of lines.slice(1, -1)) {
    if (line === "BEGIN:VEVENT") {
      current = {};
      continue;
    }
    if (line === "END:VEVENT") {
      events.push(current!);
      current = undefined;
      continue;
    }
    const colon = line.indexOf(":");
    expect(colon, line).toBeGreaterThan(0);
    (current ?? calendar)[line.slice(0, colon)] = line.slice(colon + 1);
  }
  expect(calendar.VERSION).toBe("2.0");
  expect(calendar.PRODID).toBeTruthy();
  for (const event of events) {
    for (const required of ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"]) expect(event[required], required).toBeTruthy();
    for (const time of ["DTSTAMP", "DTSTART", "DTEND", "LAST-MODIFIED", "CREATED"]) {
      if (event[time] !== undefined) expect(event[time], time).toMatch(/^\d{8}T\d{6}Z$/);
    }
  }
  return { calendar, events };
}

/** A TEXT value as written (§3.3.11) → the text it stands for. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch));
}

/** "20261203T003000Z" → epoch milliseconds. */
export function icsTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)!;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}
