// Writes tests/file-costs.json, the seconds each browser and process file took in
// the last local run (Vitest's own results cache), which those files are ordered
// by on a fresh clone (tests/cost-sequencer.ts). Run it after a full `npm test`
// on an idle machine, when files were added or changed much.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const cacheDir = "node_modules/.vite/vitest";
const PROJECTS = ["processes", "browser"];
type Durations = Record<string, { duration: number }>;
type Results = { projects: Record<string, { files: Durations }> };
const runs = readdirSync(cacheDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(path.join(cacheDir, entry.name, "results.json"), "utf8")) as Results);
const files = Object.assign({}, ...runs.flatMap((run) => PROJECTS.map((project) => run.projects[project]?.files ?? {}))) as Durations;
const costs = Object.fromEntries(
  Object.entries(files)
    .sort(([, a], [, b]) => b.duration - a.duration)
    .map(([file, { duration }]) => [file, Math.round(duration / 100) / 10]),
);
writeFileSync("tests/file-costs.json", `${JSON.stringify(costs, null, 2)}\n`);
console.log(`✓ tests/file-costs.json: ${Object.keys(costs).length} files`);
