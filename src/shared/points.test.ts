import { describe, expect, it } from "vitest";
import { signedDeltaFrom } from "./points";

describe("the signed change of points officers and admins type", () => {
  it("reads a sign, a typographic minus and spaces; empty is no change", () => {
    expect(signedDeltaFrom("+4")).toBe(4);
    expect(signedDeltaFrom("-2")).toBe(-2);
    expect(signedDeltaFrom("−2")).toBe(-2);
    expect(signedDeltaFrom(" 5 ")).toBe(5);
    expect(signedDeltaFrom("")).toBeUndefined();
    expect(signedDeltaFrom(null)).toBeUndefined();
  });

  it("leaves anything else for the schema to refuse", () => {
    expect(signedDeltaFrom("1.5")).toBeNaN();
    expect(signedDeltaFrom("four")).toBeNaN();
    expect(signedDeltaFrom("+-3")).toBeNaN();
  });
});
