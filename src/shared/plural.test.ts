import { describe, expect, it } from "vitest";
import { noun, plural } from "./plural";

describe("plural", () => {
  it("writes one as singular and every other count as plural", () => {
    expect(plural(1, "point")).toBe("1 point");
    expect(plural(2, "point")).toBe("2 points");
    expect(plural(0, "point")).toBe("0 points");
    expect(plural(-1, "point")).toBe("-1 point");
    expect(plural(1.5, "point")).toBe("1.5 points");
  });

  it("takes an irregular plural", () => {
    expect(plural(1, "match", "matches")).toBe("1 match");
    expect(plural(3, "match", "matches")).toBe("3 matches");
    expect(plural(1, "résumé")).toBe("1 résumé");
    expect(plural(4, "résumé")).toBe("4 résumés");
  });

  it("formats the count when asked", () => {
    const thousands = (n: number) => new Intl.NumberFormat("en-US").format(n);
    expect(plural(1250, "point", { count: thousands })).toBe("1,250 points");
    expect(plural(1250, "match", "matches", { count: thousands })).toBe("1,250 matches");
  });

  it("gives the noun alone", () => {
    expect(noun(1, "sponsor has", "sponsors have")).toBe("sponsor has");
    expect(noun(2, "minute")).toBe("minutes");
  });

  it("chooses as Intl.PluralRules('en-US') does, without making one", () => {
    const rules = new Intl.PluralRules("en-US");
    for (const n of [-2, -1.5, -1, -0, 0, 0.1, 0.999, 1, 1.0001, 1.001, 1.01, 1.5, 2, 3, 11, 21, 101, 1250, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(noun(n, "point"), String(n)).toBe(rules.select(n) === "one" ? "point" : "points");
    }
  });
});
