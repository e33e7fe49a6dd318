import { describe, expect, it } from "vitest";
import { csv, csvCell } from "./csv";

describe("CSV", () => {
  it("quotes cells with quotes, commas or line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("keeps cells that a spreadsheet would run as a formula as text", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(formula).replace(/^"/, "").startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // Numbers are numbers, even negative ones.
    expect(csvCell(-2)).toBe("-2");
  });

  it("writes a header row and CRLF line ends", () => {
    expect(csv(["a", "b"], [["1", null], ["x,y", 2]])).toBe('a,b\r\n1,\r\n"x,y",2\r\n');
  });
});
