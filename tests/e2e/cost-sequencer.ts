import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files, longest first, also on a fresh clone (decision 071).
 * Vitest orders files by their last run's duration, kept in its cache; a
 * fresh clone (CI, a new contributor) has none, so it falls back to the
 * files' sizes, which say little here: the longest file (routes.test.ts, 76 s)
 * is one of the smallest and used to start last, leaving one core idle for
 * over a minute at the end. This sequencer uses the durations Vitest has when
 * it has them and otherwise the seconds committed in file-costs.json
 * (`node scripts/e2e-costs.ts` refreshes them from a local run); a file
 * listed nowhere goes first, as Vitest does with unknown files. Only the
 * browser project's files move: every other project keeps Vitest's order.
 */
const COSTS: Record<string, number> = JSON.parse(readFileSync(path.join(import.meta.dirname, "file-costs.json"), "utf8"));

export class CostSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowser = (spec: TestSpecification) => spec.project.name === "browser";
    const seconds = (spec: TestSpecification) => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      if (cached !== undefined) return cached / 1000;
      return COSTS[path.relative(this.ctx.config.root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    };
    const browser = sorted.filter(isBrowser).sort((a, b) => seconds(b) - seconds(a));
    // The browser files take the places they had, in the new order.
    return sorted.map((spec) => (isBrowser(spec) ? browser.shift()! : spec));
  }
}
