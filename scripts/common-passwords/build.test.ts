import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIGRATION_FILE, migrationSql, readList } from "./build.ts";

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
});
