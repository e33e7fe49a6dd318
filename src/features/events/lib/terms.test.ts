import { describe, expect, it } from "vitest";
import type { Term } from "~/shared/terms";
import { listFrom } from "~/shared/event-list";
import { inTerm, recentTerms } from "./terms";

const term = (id: string, startsAt: string, endsAt: string): Term => ({ id, name: id, startsAt, endsAt });
const spring = term("Spring 2026", "2026-01-12T06:00:00Z", "2026-05-16T05:00:00Z");
const summer = term("Summer 2026", "2026-05-16T05:00:00Z", "2026-08-24T05:00:00Z");
const fall = term("Fall 2026", "2026-08-24T05:00:00Z", "2026-12-19T06:00:00Z");
const next = term("Spring 2027", "2027-01-11T06:00:00Z", "2027-05-15T05:00:00Z");
const at = (iso: string) => Date.parse(iso);

describe("the terms of the events page's past events (from the API)", () => {
  it("are the current term and the one before, newest first, whatever their order in the list", () => {
    expect(recentTerms([next, fall, spring, summer], at("2026-11-24T12:00:00Z"))).toEqual([fall, summer]);
  });

  it("are the last two that started when no term is running (a break), and fewer when fewer exist", () => {
    expect(recentTerms([spring, summer, fall, next], at("2026-12-25T12:00:00Z"))).toEqual([fall, summer]);
    expect(recentTerms([fall], at("2026-11-24T12:00:00Z"))).toEqual([fall]);
    expect(recentTerms([next], at("2026-11-24T12:00:00Z"))).toEqual([]);
  });

  it("hold an instant from their start up to, not including, their end", () => {
    expect(inTerm(fall, "2026-08-24T05:00:00Z")).toBe(true);
    expect(inTerm(summer, "2026-08-24T05:00:00Z")).toBe(false);
    expect(inTerm(fall, "2026-12-19T05:59:59Z")).toBe(true);
  });
});

describe("the events list's address", () => {
  it("starts the day before the first of the month a year back, and stays the same all month", () => {
    expect(listFrom(new Date("2026-11-24T12:00:00Z"))).toBe("2025-10-31T00:00:00Z");
    expect(listFrom(new Date("2026-11-01T00:00:00Z"))).toBe("2025-10-31T00:00:00Z");
    expect(listFrom(new Date("2026-11-30T23:59:00Z"))).toBe("2025-10-31T00:00:00Z");
    expect(listFrom(new Date("2027-01-05T12:00:00Z"))).toBe("2025-12-31T00:00:00Z");
  });
});
