// `npm run build`: the site into build/client, safely.
// 1. Every content file is checked against its schema first; a problem stops
//    the build with file › entry › field and nothing is built or deployed.
// 2. The site is built into build.next/ and swapped in only when the whole
//    build succeeded, so a failed build never leaves a running preview (or a
//    deploy) with an empty or half-written build/client.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { checkContentOrExit } from "./check-content.ts";

const FINAL = "build";
const NEXT = "build.next";
const PREVIOUS = "build.previous";

await checkContentOrExit(process.cwd());

rmSync(NEXT, { recursive: true, force: true });
const build = spawnSync("npx", ["react-router", "build"], {
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
console.log("✓ Built into build/client.");
