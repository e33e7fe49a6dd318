import { describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { mailSubject } from "./subject";

describe("mailSubject", () => {
  it("is one line: each run of control characters becomes one space", () => {
    expect(mailSubject("Cancelled: Talk\r\nBcc: all@example.com")).toBe(`Cancelled: Talk Bcc: all@example.com — ${site.productName}`);
    expect(mailSubject("A\u0000\u0085\u2028B\t C\n")).toBe(`A B C — ${site.productName}`);
  });

  it("leaves an ordinary topic as it is", () => {
    expect(mailSubject("You have a place: Café “Résumés” — 2026")).toBe(`You have a place: Café “Résumés” — 2026 — ${site.productName}`);
  });
});
