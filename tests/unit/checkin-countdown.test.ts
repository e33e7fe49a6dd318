import { describe, expect, it } from "vitest";
import { inMinutes } from "~/features/checkin/lib/format";

const MIN = 60_000;
const HOUR = 60 * MIN;

describe("the check-in display's countdown", () => {
  it("counts minutes under an hour, rounded up, never below one", () => {
    expect(inMinutes(0)).toBe("1 min");
    expect(inMinutes(2 * MIN + 1)).toBe("3 min");
    expect(inMinutes(59 * MIN)).toBe("59 min");
  });

  it("counts hours and minutes under two days", () => {
    expect(inMinutes(HOUR)).toBe("1 h");
    expect(inMinutes(HOUR + 5 * MIN)).toBe("1 h 5 min");
    expect(inMinutes(47 * HOUR + 59 * MIN)).toBe("47 h 59 min");
  });

  it("counts days and hours from two days on, so an event weeks away does not read in thousands of hours", () => {
    expect(inMinutes(48 * HOUR)).toBe("2 days");
    expect(inMinutes(52 * HOUR + 10 * MIN)).toBe("2 days 4 h");
    expect(inMinutes(1376 * HOUR + 31 * MIN)).toBe("57 days 8 h");
  });
});
