import { describe, expect, it } from "vitest";
import { csv, csvCell } from "./csv";

/** The cells of one CSV line split as a spreadsheet that honours quotes would, on `separator`. */
function cellsAsRead(line: string, separator: "," | ";"): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === separator && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  return [...cells, cell];
}

/** What a spreadsheet would run as a formula: a cell whose first character starts one. */
const runsAsFormula = (cell: string) => /^(?:[\t\r\n]|\s*[=+\-@＝＋－＠])/.test(cell);

describe("CSV", () => {
  it("quotes every cell, doubling the quotes inside (RFC 4180)", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it("keeps cells that a spreadsheet would run as a formula as text", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("@SUM(1)")).toBe(`"'@SUM(1)"`);
    expect(csvCell("\t=1+2")).toBe(`"'\t=1+2"`);
    expect(csvCell("\tplain")).toBe(`"'\tplain"`);
    for (const formula of ["+1", "-1", "\rx", "\nx", "\0x", "  =1+2", "＝1+2", '=HYPERLINK("http://x")']) {
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // Numbers are numbers, even negative ones; text that only contains a sign is left alone.
    expect(csvCell(-2)).toBe('"-2"');
    expect(csvCell("x-1")).toBe('"x-1"');
  });

  it("no cell runs as a formula, whether the spreadsheet splits on commas or on semicolons", () => {
    const values = ["=1+2", "x;=1+2", "@SUM(1)", "\t=1+2", "a,=1+2", 'q";=1+2', "x; @SUM(1)", "Mei"];
    const file = csv(
      ["value", "other"],
      values.map((value) => [value, value]),
    );
    const lines = file.split("\r\n").slice(1, -1);
    expect(lines).toHaveLength(values.length);
    for (const separator of [",", ";"] as const) {
      for (const line of lines)
        for (const cell of cellsAsRead(line, separator)) expect(runsAsFormula(cell), `${separator} ${JSON.stringify(cell)}`).toBe(false);
    }
    // Read back with commas, each value is whole again (the apostrophe aside).
    expect(lines.map((line) => cellsAsRead(line, ",")[0])).toEqual(["'=1+2", "x;=1+2", "'@SUM(1)", "'\t=1+2", "a,=1+2", 'q";=1+2', "x; @SUM(1)", "Mei"]);
  });

  it("writes a header row and CRLF line ends", () => {
    expect(
      csv(
        ["a", "b"],
        [
          ["1", null],
          ["x,y", 2],
        ],
      ),
    ).toBe('"a","b"\r\n"1",""\r\n"x,y","2"\r\n');
  });
});
