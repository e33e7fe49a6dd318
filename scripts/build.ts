// `npm run build`: the site into build/client, safely.
// 1. Every content file is checked against its schema first; a problem stops
//    the build with file › entry › field and nothing is built or deployed.
// 2. The site is built into build.next/ and swapped in only when the whole
//    build succeeded, so a failed build never leaves a running preview (or a
//    deploy) with an empty or half-written build/client.
// SITE_IDENTITY=other builds the site of CI's second chapter
// (tests/fixtures/other-chapter.config.ts): the same build, in a copy of the
// project whose identity file is that one, so every step (the pages, the
// config's plugins, the share images) reads it as a fork's would.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkContentOrExit } from "./check-content.ts";

const FINAL = "build";
const NEXT = "build.next";
const PREVIOUS = "build.previous";

/** The identities SITE_IDENTITY names, by the file that replaces src/site.config.ts. */
const IDENTITIES: Record<string, string> = { other: "tests/fixtures/other-chapter.config.ts" };

/** Builds in a copy of the project with another identity file, and puts its build/ where ours would be (build.next until it succeeded). */
function buildAs(identity: string): number {
  const fixture = IDENTITIES[identity];
  if (!fixture) {
    console.error(`\n✖ SITE_IDENTITY=${identity} names no identity; it takes ${Object.keys(IDENTITIES).join(", ")}.\n`);
    return 1;
  }
  const copy = mkdtempSync(path.join(tmpdir(), `build-${identity}-`));
  try {
    // The project as it is (its tsconfigs reference the tests'), less what is installed, built or local state.
    const skipped = new Set(["node_modules", ".git", FINAL, NEXT, PREVIOUS, ".wrangler", ".react-router"]);
    for (const entry of readdirSync(".")) {
      if (!skipped.has(entry)) cpSync(entry, path.join(copy, entry), { recursive: true });
    }
    cpSync(fixture, path.join(copy, "src/site.config.ts"));
    symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
    const { SITE_IDENTITY: _, ...env } = process.env;
    const result = spawnSync(process.execPath, ["scripts/build.ts"], { cwd: copy, stdio: "inherit", env });
    if (result.status !== 0) return result.status ?? 1;
    rmSync(NEXT, { recursive: true, force: true });
    cpSync(path.join(copy, FINAL), NEXT, { recursive: true });
    return 0;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.env.SITE_IDENTITY) {
  const status = buildAs(process.env.SITE_IDENTITY);
  if (status !== 0) {
    console.error(
      `\n✖ The build as SITE_IDENTITY=${process.env.SITE_IDENTITY} failed; ${existsSync(FINAL) ? "the previous build in build/ is untouched" : "nothing was written to build/"}.\n`,
    );
    process.exit(status);
  }
} else {
  await checkContentOrExit(process.cwd());
  rmSync(NEXT, { recursive: true, force: true });
}
const build = process.env.SITE_IDENTITY
  ? { status: 0, signal: null }
  : spawnSync("npx", ["react-router", "build"], {
      stdio: "inherit",
      // The content check above starts a Vite dev server, which sets NODE_ENV to
      // "development" when it is unset; passed on, the site would be built with
      // React's development build (60 KB more, and slower).
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: NEXT },
    });
if (build.status !== 0) {
  rmSync(NEXT, { recursive: true, force: true });
  console.error(
    `\n✖ The build failed (exit ${build.status ?? build.signal}); ${existsSync(FINAL) ? "the previous build in build/ is untouched" : "nothing was written to build/"}.\n`,
  );
  process.exit(build.status ?? 1);
}

rmSync(PREVIOUS, { recursive: true, force: true });
if (existsSync(FINAL)) renameSync(FINAL, PREVIOUS);
renameSync(NEXT, FINAL);
rmSync(PREVIOUS, { recursive: true, force: true });
console.log(`✓ Built into build/client${process.env.SITE_IDENTITY ? ` as SITE_IDENTITY=${process.env.SITE_IDENTITY}` : ""}.`);
