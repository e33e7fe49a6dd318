import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localSeedSql, SAMPLE_ACCOUNTS } from "./local-seed";
import { resumeBookSeed, SAMPLE_SPONSOR } from "./resume-seed";
import { samplePdf } from "./sample-pdf";
import { SPONSORS } from "../../src/content/sponsors";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("the résumé book's local seed", () => {
  it("makes PDFs the Worker accepts: %PDF-1.x at byte 0 and %%EOF in the last KB", () => {
    const pdf = text(samplePdf(["Mei Chen", "Computer Science (B.S.)", "Brackets ( ) and back\\slash, accents é"]));
    expect(pdf.startsWith("%PDF-1.7\n")).toBe(true);
    expect(pdf.slice(-1024)).toContain("%%EOF");
    expect(pdf).toContain("(Brackets \\( \\) and back\\\\slash, accents ?)");
  });

  it("has a sponsor account with the sponsor role alone, for a sponsor on the sponsors page", () => {
    expect(SAMPLE_ACCOUNTS.find((account) => account.username === SAMPLE_SPONSOR.username)?.roles).toBe("sponsor");
    expect(SPONSORS.map((sponsor) => sponsor.name)).toContain(SAMPLE_SPONSOR.organisation);
  });

  it("runs after the accounts in a database migrated as D1 is: four members in the book with files, the sponsor inside its window", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(":memory:");
    db.exec("PRAGMA foreign_keys = ON;");
    const dir = path.resolve(import.meta.dirname, "../../migrations");
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith(".sql"))
      .sort())
      db.exec(readFileSync(path.join(dir, file), "utf8"));
    const today = new Date();
    const { sql, objects } = resumeBookSeed(today);
    for (const statement of [...localSeedSql(today), ...sql]) db.exec(statement);

    const listed = db
      .prepare("SELECT u.username, r.object_key AS key, r.size FROM users u JOIN resumes r ON r.user_id = u.id WHERE u.in_resume_book = 1 ORDER BY u.username")
      .all() as { username: string; key: string; size: number }[];
    expect(listed.map((row) => row.username)).toEqual(["alex", "jun", "mei", "priya"]);
    // Every row points at one of the files to write, with its size.
    expect(listed.map((row) => [row.key, row.size]).sort()).toEqual(objects.map((o) => [o.key, o.body.byteLength]).sort());
    expect(new Set(objects.map((o) => o.key)).size).toBe(objects.length);
    for (const object of objects) expect(object.key).toMatch(/^resumes\/[A-Za-z0-9_-]{32}$/);

    const access = db.prepare("SELECT organisation, starts_at AS startsAt, ends_at AS endsAt FROM sponsor_access").all() as {
      organisation: string;
      startsAt: number;
      endsAt: number;
    }[];
    expect(access).toHaveLength(1);
    expect(access[0]!.organisation).toBe(SAMPLE_SPONSOR.organisation);
    expect(access[0]!.startsAt).toBeLessThan(today.getTime());
    expect(access[0]!.endsAt).toBeGreaterThan(today.getTime());
    expect((db.prepare("SELECT COUNT(*) AS n FROM resume_access_log").get() as { n: number }).n).toBe(2);
    // What the public page shows is the member's choice: Mei shows hers, Jun nothing.
    const shows = db.prepare("SELECT username, show_major AS major FROM users WHERE username IN ('mei', 'jun') ORDER BY username").all();
    expect(shows).toEqual([
      { username: "jun", major: 0 },
      { username: "mei", major: 1 },
    ]);
  });
});
