import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine, formatUtc } from "./ics";

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
