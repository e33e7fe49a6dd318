import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { MIGRATION_FILE, hash48, migrationSql, readList } from "./build.ts";
import { FIXTURE_SIZE, withPasswordFixture } from "./test-fixture.ts";

describe("the common-password table", () => {
  it("is loaded by the migration the build script makes from the committed list (run `npm run passwords:build`)", () => {
    expect(readFileSync(MIGRATION_FILE, "utf8")).toBe(migrationSql(readList()));
  });

  it("holds the list's passwords of an allowed length, lower-case and once each", () => {
    const words = readList();
    expect(words.length).toBeGreaterThan(8000);
    expect(words).toContain("password");
    expect(words).toContain("qwerty123");
    expect(words).not.toContain("12345"); // too short to be allowed at all
    expect(new Set(words).size).toBe(words.length);
  });

  it("reaches the Worker tests as the real migration with only its rows cut to the list's most common", async () => {
    const real = await readD1Migrations(fileURLToPath(new URL("../../migrations", import.meta.url)));
    const inTests = withPasswordFixture(real);
    expect(inTests.map((m) => m.name)).toEqual(real.map((m) => m.name));
    for (const [index, migration] of inTests.entries()) {
      if (!migration.name.startsWith("0006_")) expect(migration).toEqual(real[index]);
    }
    const fixture = inTests.find((m) => m.name.startsWith("0006_"))!;
    const original = real.find((m) => m.name.startsWith("0006_"))!;
    // The table is made as in production; only the rows differ.
    expect(fixture.queries.filter((q) => !q.includes("INSERT"))).toEqual(original.queries.filter((q) => !q.includes("INSERT")));
    const rows = fixture.queries.flatMap((q) => [...q.matchAll(/\((\d+)\)/g)].map((match) => Number(match[1])));
    const words = readList();
    expect(new Set(rows)).toEqual(new Set(words.slice(0, FIXTURE_SIZE).map(hash48)));
    // Every password a Worker test expects to be refused is in the fixture.
    for (const refused of ["password", "qwerty123", "iloveyou", "football", "123456789", "password1", "sunshine"]) {
      expect(rows, refused).toContain(hash48(refused));
    }
  });
});
