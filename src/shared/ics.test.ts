import { describe, expect, it } from "vitest";
import { calendar, calendarFile, escapeText, foldLine, formatUtc } from "./ics";

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("iCalendar files (RFC 5545)", () => {
  it("formats times in UTC", () => {
    expect(formatUtc(new Date("2026-12-03T00:30:00.000Z"))).toBe("20261203T003000Z");
  });

  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"résumé ".repeat(30)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes one event with UID, DTSTAMP, DTSTART and DTEND, CRLF line ends", () => {
    const ics = calendarFile(
      {
        uid: "gm@example.org",
        start: new Date("2026-12-03T00:30:00Z"),
        end: new Date("2026-12-03T02:00:00Z"),
        summary: "General Meeting, with dinner",
        location: "Keller Hall 101",
        categories: ["General meeting"],
        url: "https://example.org/events#gm",
      },
      { productId: "-//Test//Events//EN", stamp: new Date("2026-11-22T10:00:00Z") },
    );
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("UID:gm@example.org");
    expect(lines).toContain("DTSTAMP:20261122T100000Z");
    expect(lines).toContain("DTSTART:20261203T003000Z");
    expect(lines).toContain("DTEND:20261203T020000Z");
    expect(lines).toContain("SUMMARY:General Meeting\\, with dinner");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });
});

describe("subscription feeds (RFC 5545 and 7986)", () => {
  const event = (uid: string, extra: Partial<Parameters<typeof calendar>[0][number]> = {}) => ({
    uid,
    start: new Date("2026-12-03T00:30:00Z"),
    end: new Date("2026-12-03T02:00:00Z"),
    summary: "General Meeting",
    ...extra,
  });

  it("holds any number of events, with SEQUENCE, STATUS, CREATED and LAST-MODIFIED, and no METHOD", () => {
    const ics = calendar(
      [
        event("a@example.org", { sequence: 3, status: "CANCELLED", created: new Date("2026-11-01T00:00:00Z"), lastModified: new Date("2026-11-20T08:00:00Z") }),
        event("b@example.org", { stamp: new Date("2026-11-21T09:00:00Z") }),
      ],
      { productId: "-//Test//Events//EN", stamp: new Date("2026-11-22T10:00:00Z"), name: "Chapter, events", refreshInterval: "PT1H" },
    );
    const lines = ics.split("\r\n");
    expect(lines).not.toContain("METHOD:PUBLISH");
    expect(lines).toContain("NAME:Chapter\\, events");
    expect(lines).toContain("X-WR-CALNAME:Chapter\\, events");
    expect(lines).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("CREATED:20261101T000000Z");
    expect(lines).toContain("LAST-MODIFIED:20261120T080000Z");
    // An event's own DTSTAMP wins over the calendar's.
    expect(lines).toContain("DTSTAMP:20261121T090000Z");
    expect(lines).toContain("DTSTAMP:20261122T100000Z");
    expect(calendar([], { productId: "-//T//E//EN", stamp: new Date() }).split("\r\n")).not.toContain("BEGIN:VEVENT");
  });

  it("drops control characters and turns any line break into \\n", () => {
    expect(escapeText("a\r\nb\rc\u0007d\te")).toBe("a\\nb\\ncd\te");
  });

  it("counts octets, not characters, when folding (emoji are four)", () => {
    const folded = foldLine(`SUMMARY:${"🎉".repeat(40)}`).split("\r\n");
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(`SUMMARY:${"🎉".repeat(40)}`);
  });

  it("the one-event file says METHOD:PUBLISH", () => {
    expect(calendarFile(event("c@example.org"), { productId: "-//T//E//EN", stamp: new Date() })).toContain("\r\nMETHOD:PUBLISH\r\n");
  });
});
