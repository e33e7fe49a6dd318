import { describe, expect, it } from "vitest";
import { instantSchema, UtcInstantSchema } from "./instant-schema";
import { formatUtcInstant } from "./utc-instant";

describe("the instant on the wire", () => {
  it("in an answer: what formatUtcInstant writes, and the seconds-only form answers cached before decision 155 carry", () => {
    expect(instantSchema.safeParse(formatUtcInstant(Date.UTC(2026, 11, 3, 6, 0, 0, 250))).success).toBe(true);
    expect(instantSchema.safeParse("2026-12-03T06:00:00Z").success).toBe(true);
    for (const wrong of [Date.UTC(2026, 11, 3, 6), "2026-12-03T06:00:00+01:00", "2026-12-03", null]) {
      expect(instantSchema.safeParse(wrong).success, String(wrong)).toBe(false);
    }
  });

  it("in a request: read to epoch ms (whole seconds); a number, a local time or nothing is refused in words", () => {
    const schema = UtcInstantSchema("Start");
    expect(schema.parse("2026-12-03T06:00:00.000Z")).toBe(Date.UTC(2026, 11, 3, 6));
    expect(schema.parse(" 2026-12-03T06:00:00.999Z ")).toBe(Date.UTC(2026, 11, 3, 6));
    expect(schema.parse("2026-12-03T06:00Z")).toBe(Date.UTC(2026, 11, 3, 6));
    const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message(Date.UTC(2026, 11, 3, 6))).toBe("Start must be a UTC time such as 2026-12-01T23:00:00Z.");
    expect(message("2026-12-03T06:00")).toBe("Start must be a UTC time such as 2026-12-01T23:00:00Z.");
    expect(message(undefined)).toBe("Start is required.");
  });
});
