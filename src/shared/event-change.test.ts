import { describe, expect, it } from "vitest";
import { describeEventChange, type ChangedEventFields } from "./event-change";

const ZONE = "America/Winnipeg";
const base: ChangedEventFields = {
  title: "Résumé Night",
  startsAt: Date.parse("2026-12-03T00:00:00Z"),
  endsAt: Date.parse("2026-12-03T02:00:00Z"),
  location: "Keller Hall 3-180",
  locationUrl: null,
  status: "scheduled",
};

describe("describeEventChange: the subject says what changed", () => {
  it("a new time: Moved to …", () => {
    const after = { ...base, startsAt: Date.parse("2026-12-06T00:00:00Z"), endsAt: Date.parse("2026-12-06T02:00:00Z") };
    const change = describeEventChange(base, after, ZONE);
    expect(change.subject).toBe("Moved to Sat, Dec 5, 6:00 PM CST: Résumé Night");
    expect(change.lines).toEqual(["When: Wed, Dec 2, 6:00 PM CST → Sat, Dec 5, 6:00 PM CST (ends Sat, Dec 5, 8:00 PM CST)"]);
  });

  it("a new place: New place: …, now at …", () => {
    const change = describeEventChange(base, { ...base, location: "Lind Hall 305" }, ZONE);
    expect(change.subject).toBe("New place: Résumé Night, now at Lind Hall 305");
    expect(change.lines).toEqual(["Where: Keller Hall 3-180 → Lind Hall 305"]);
  });

  it("a new title: Renamed: … (was …)", () => {
    const change = describeEventChange(base, { ...base, title: "Résumé Night (bring 5 copies)" }, ZONE);
    expect(change.subject).toBe("Renamed: Résumé Night (bring 5 copies) (was Résumé Night)");
  });

  it("time and place at once, a cancellation with its reason, and back on", () => {
    const after = { ...base, startsAt: base.startsAt + 3_600_000, endsAt: base.endsAt + 3_600_000, location: "Lind Hall 305" };
    expect(describeEventChange(base, after, ZONE).subject).toBe("Moved to Wed, Dec 2, 7:00 PM CST, Lind Hall 305: Résumé Night");
    const cancelled = describeEventChange(base, { ...base, status: "cancelled" }, ZONE, "The speaker is ill.");
    expect(cancelled).toMatchObject({ kind: "cancelled", subject: "Cancelled: Résumé Night" });
    expect(cancelled.lines.at(-1)).toBe("The speaker is ill.");
    expect(describeEventChange({ ...base, status: "cancelled" }, base, ZONE)).toMatchObject({ kind: "back", subject: "Back on: Résumé Night" });
  });
});
