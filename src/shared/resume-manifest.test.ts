import { describe, expect, it } from "vitest";
import { MANIFEST_COLUMNS, type ResumeBookEntry } from "./resume-book";
import { manifestCsv, manifestRow } from "./resume-manifest";

const entry = (overrides: Partial<ResumeBookEntry> = {}): ResumeBookEntry => ({
  userId: "u1",
  firstName: "Mei",
  lastName: "Chen",
  email: "mei@example.edu",
  major: "Computer Science",
  graduationTerm: "spring-2028",
  degree: "bachelor",
  links: { linkedin: "https://www.linkedin.com/in/mei", github: null, portfolio: null },
  resume: { size: 1234, updatedAt: "2026-11-20T18:00:00Z", downloadName: "Chen-Mei-u1.pdf" },
  ...overrides,
});

describe("the résumé book's manifest", () => {
  it("has the columns in order and one CRLF line per entry", () => {
    const text = manifestCsv([entry(), entry({ firstName: "Jun", lastName: "Park", major: null, graduationTerm: null, degree: null })]);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(MANIFEST_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(lines[1]).toBe(
      '"Chen-Mei-u1.pdf","Mei","Chen","mei@example.edu","Computer Science","Spring 2028","bachelor","https://www.linkedin.com/in/mei","","","2026-11-20T18:00:00Z","1234"',
    );
    expect(lines[2]).toBe('"Chen-Mei-u1.pdf","Jun","Park","mei@example.edu","","","","https://www.linkedin.com/in/mei","","","2026-11-20T18:00:00Z","1234"');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    expect(manifestRow(entry())).toHaveLength(MANIFEST_COLUMNS.length);
  });

  it("quotes what needs quoting and keeps formulas as text", () => {
    const text = manifestCsv([entry({ firstName: '=HYPERLINK("http://x")', lastName: "O'Neil, Jr.", major: "-Physics" })]);
    expect(text.split("\r\n")[1]).toMatch(/^"Chen-Mei-u1\.pdf","'=HYPERLINK\(""http:\/\/x""\)","O'Neil, Jr\.","mei@example\.edu","'-Physics",/);
  });

  it("an empty book is the header alone", () => {
    expect(manifestCsv([])).toBe(`${MANIFEST_COLUMNS.map((column) => `"${column}"`).join(",")}\r\n`);
  });
});
