import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(excerpt("  Bring\n a   laptop. ", 50)).toBe("Bring a laptop.");
  });

  it("cuts a long text at a word, without trailing punctuation, within max with the ellipsis", () => {
    const cut = excerpt("Meet the recruiters, then stay for pizza and a panel on internships", 30);
    expect(cut).toBe("Meet the recruiters, then…");
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it("cuts inside a word when no word ends past half of max", () => {
    expect(excerpt("Supercalifragilisticexpialidocious words", 10)).toBe("Supercali…");
  });
});
