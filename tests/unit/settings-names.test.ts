import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SETTING_NAMES } from "../../worker/lib/settings";

const root = path.resolve(import.meta.dirname, "../..");

it("settingsOf knows every setting the Deploy button describes (package.json's cloudflare.bindings) and .dev.vars.example lists", () => {
  const bindings = new Set(["DB", "SESSIONS", "FILES"]);
  const described = Object.keys(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).cloudflare.bindings).filter((name) => !bindings.has(name));
  expect(described.length).toBeGreaterThan(10);
  expect(SETTING_NAMES).toEqual(expect.arrayContaining(described));
  const example = [...readFileSync(path.join(root, ".dev.vars.example"), "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
  expect(example.length).toBeGreaterThan(5);
  expect(SETTING_NAMES).toEqual(expect.arrayContaining(example));
});
