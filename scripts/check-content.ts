// Checks the identity file (src/site.config.ts, by its one schema) and every
// content file against its schema (src/content/check.ts), and prints what to
// fix, one line per problem: file › field: what is wrong — the fix. Exit code
// 1 when anything is wrong. Run by `npm run build` before anything is built,
// so broken content never reaches the site; `npm run dev` and `npm run doctor`
// check the identity file the same way.
//   --root <dir>   check another copy of the project (the tests use this)
import path from "node:path";
import { withSourceModules } from "./vite/source-modules.ts";

type Load = <M>(file: string) => Promise<M>;

const IDENTITY = "src/site.config.ts";

/**
 * A file that does not even parse (a stray quote, a missing comma) in three lines instead of the
 * bundler's page of coloured frames: where, what the parser says, and what usually causes it.
 */
export function unreadableFile(error: unknown, root: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the bundler colours its message; the colours are cut out
  const text = raw.replace(/\u001b\[[0-9;]*m/g, "");
  const at = /([\w./-]+\.tsx?):(\d+):(\d+)/.exec(text);
  const said = /\[[A-Z_]+\]\s*([^\n]+)/.exec(text)?.[1] ?? text.split("\n").find((line) => line.trim() && !/^Transform failed/.test(line)) ?? raw;
  const file = at ? path.relative(root, path.resolve(root, at[1]!)) : IDENTITY;
  const where = at ? `${file}:${at[2]}:${at[3]}` : file;
  // Not the file's own syntax (a missing tsconfig, say): what the bundler said, on one line.
  if (!/PARSE_ERROR|SyntaxError|Unterminated|Unexpected|Expected/.test(text)) return `${where}: cannot be read: ${said.trim()}`;
  return `${where}: ${said.trim()} — the file is TypeScript: check this line and the one before for a missing or extra quote, comma or bracket (every text is "in quotes", every field ends with a comma)`;
}

/** The identity file's problems with a loader of the project's modules, one line each (none when all is well). */
export async function identityLines(load: Load, root: string): Promise<string[]> {
  try {
    await load(path.join(root, IDENTITY));
  } catch (error) {
    return [unreadableFile(error, root)];
  }
  const check = await load<typeof import("../src/content/check.ts")>(path.join(root, "src/content/check.ts"));
  return (await check.checkIdentity()).map(check.formatProblem);
}

/** The problems of the content under `root` (the identity file first), one line each (none when all is well). */
export async function checkContentAt(root: string, only?: "identity"): Promise<string[]> {
  // Vite loads the TypeScript content files as the build will (import.meta.glob, ?raw).
  return withSourceModules(root, async (load) => {
    const identity = await identityLines(load, root);
    // A file that does not parse stops here: every other check reads the identity too.
    if (only === "identity" || (identity.length === 1 && !identity[0]!.startsWith(`${IDENTITY} ›`))) return identity;
    const check = await load<typeof import("../src/content/check.ts")>(path.join(root, "src/content/check.ts"));
    return (await check.checkContent()).map(check.formatProblem);
  });
}

/** Checks the content under `root`; prints what to fix and exits 1 when anything is wrong. */
export async function checkContentOrExit(root: string, only?: "identity"): Promise<void> {
  const lines = await checkContentAt(root, only);
  const what = only === "identity" ? "The identity file (src/site.config.ts)" : "The content";
  if (lines.length > 0) {
    console.error(
      `\n✖ ${what} has ${lines.length} problem${lines.length === 1 ? "" : "s"}; ${only === "identity" ? "nothing was started" : "nothing was built"}:\n`,
    );
    for (const line of lines) console.error(`  ${line}`);
    console.error("\nFix them (docs/content.md says what each field takes) and try again.\n");
    process.exit(1);
  }
  console.log(only === "identity" ? "✓ Identity checked: src/site.config.ts matches its schema." : "✓ Content checked: every file matches its schema.");
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const rootFlag = process.argv.indexOf("--root");
  await checkContentOrExit(path.resolve((rootFlag > 0 ? process.argv[rootFlag + 1] : undefined) ?? "."));
}
