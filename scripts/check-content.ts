// Checks every content file against its schema (src/content/check.ts) and
// prints what to fix: file › entry › field: problem. Exit code 1 when
// anything is wrong. Run by `npm run build` before anything is built, so
// broken content never reaches the site.
//   --root <dir>   check another copy of the project (the tests use this)
import path from "node:path";
import { withSourceModules } from "./vite/source-modules.ts";

/** The problems of the content under `root`, one line each (none when all is well). */
export async function checkContentAt(root: string): Promise<string[]> {
  // Vite loads the TypeScript content files as the build will (import.meta.glob, ?raw).
  return withSourceModules(root, async (load) => {
    const check = await load<typeof import("../src/content/check.ts")>(path.join(root, "src/content/check.ts"));
    return (await check.checkContent()).map(check.formatProblem);
  });
}

/** Checks the content under `root`; prints what to fix and exits 1 when anything is wrong. */
export async function checkContentOrExit(root: string): Promise<void> {
  const lines = await checkContentAt(root);
  if (lines.length > 0) {
    console.error(`\n✖ The content has ${lines.length} problem${lines.length === 1 ? "" : "s"}; nothing was built:\n`);
    for (const line of lines) console.error(`  ${line}`);
    console.error("\nFix them (docs/content.md says what each field takes) and build again.\n");
    process.exit(1);
  }
  console.log("✓ Content checked: every file matches its schema.");
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const rootFlag = process.argv.indexOf("--root");
  await checkContentOrExit(path.resolve((rootFlag > 0 ? process.argv[rootFlag + 1] : undefined) ?? "."));
}
