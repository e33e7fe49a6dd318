import { readdirSync } from "node:fs";
import path from "node:path";

/** The project's root, which the paths below are relative to. */
export const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Every TypeScript source file under `dir` (relative to the root), tests and declarations left out,
 * and nothing under the folders of `skip`: what the source-reading tests check.
 */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (skip.includes(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(relative, skip);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}
