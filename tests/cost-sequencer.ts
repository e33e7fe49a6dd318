import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order the files start in, also on a fresh clone (decision 071). Vitest hands files to a fixed
 * number of slots, first come first served, and orders them by their last run's duration (kept in
 * its cache) or, on a fresh clone (CI, a new contributor), by file size, which says little here.
 *
 * - The first group (unit, processes and the two Worker projects, two slots on two cores): the
 *   process files first, longest first — each mostly waits on the programs it starts (wrangler,
 *   the build), so the other slot runs the Worker files meanwhile — then the Worker files together,
 *   so a slot's workerd runtime is kept from one file to the next instead of restarted (Vitest stops a
 *   shared runner when the next file is another project's), then the rest.
 * - The browser project: longest first, so the last file to start is a short one and no slot idles
 *   at the end (the longest file, routes.test.ts, is one of the smallest).
 *
 * Durations come from Vitest's cache when it has them, otherwise from the seconds committed in
 * file-costs.json (`node scripts/test-costs.ts` refreshes it); a file listed nowhere goes first, as
 * Vitest does with unknown files. The Worker files keep the order Vitest gave them (shuffled when
 * WORKER_TEST_SEED is set).
 */
const COSTS: Record<string, number> = JSON.parse(readFileSync(path.join(import.meta.dirname, "file-costs.json"), "utf8"));

/** The projects, in the order their files start within their group; the longest first in those marked. */
const PLACES: { project: string; longestFirst: boolean }[] = [
  { project: "processes", longestFirst: true },
  { project: "worker", longestFirst: false },
  { project: "unit", longestFirst: false },
  { project: "worker-own-db", longestFirst: false },
  { project: "browser", longestFirst: true },
];

export class CostSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (spec: TestSpecification) => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      if (cached !== undefined) return cached / 1000;
      return COSTS[path.relative(this.ctx.config.root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    };
    const place = (spec: TestSpecification) => {
      const index = PLACES.findIndex(({ project }) => project === spec.project.name);
      return index === -1 ? PLACES.length : index;
    };
    // Array sort is stable: files of one place keep Vitest's order unless that place runs longest first.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        place(a) - place(b) ||
        (PLACES[place(a)]?.longestFirst ? seconds(b) - seconds(a) : 0),
    );
  }
}
