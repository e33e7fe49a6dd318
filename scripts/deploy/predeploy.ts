// `npm run deploy` runs this first (npm's `predeploy`):
// 1. From a terminal, the site is built first, so a deploy never ships an
//    old build. Workers Builds (the Deploy button, and every push after it)
//    runs `npm run build` as its build command and sets WORKERS_CI, so it
//    is not built twice.
// 2. The deployed database gets every migration before the new Worker
//    serves a request, as Cloudflare's D1 template does. On a copy's very first deploy from a
// terminal the database does not exist yet (the Deploy button creates it
// before building; `wrangler deploy` alone would create it only after this
// step), so it is created here by the name in wrangler.toml, which the
// deploy then finds and links (automatic provisioning; decision 075).
import { spawnSync } from "node:child_process";
import { experimental_readRawConfig } from "wrangler";

const BINDING = "DB";

function wrangler(args: string[], capture = false) {
  const result = spawnSync("npx", ["wrangler", ...args], {
    stdio: capture ? ["inherit", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
    // Captured, wrangler cannot ask "apply these migrations?": it applies them as in CI.
    env: capture ? { ...process.env, CI: "true" } : process.env,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** The database's name in wrangler.toml, or the name automatic provisioning gives it. */
function databaseName(): string {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const binding = rawConfig.d1_databases?.find((database: { binding: string }) => database.binding === BINDING);
  if (!binding) throw new Error(`wrangler.toml has no D1 binding named ${BINDING}`);
  return binding.database_name ?? `${rawConfig.name}-${BINDING.toLowerCase()}`;
}

/** Applies the migrations; on a first deploy from a terminal, creates the database first (see above). */
function applyMigrations(): void {
  const apply = ["d1", "migrations", "apply", BINDING, "--remote"];
  const first = wrangler(apply, true);
  process.stdout.write(first.output);
  if (first.ok) return;
  if (!/Couldn't find .*D1 DB/.test(first.output)) {
    console.error("\n✖ The migrations could not be applied; nothing was deployed.");
    process.exit(1);
  }
  const name = databaseName();
  console.log(`First deploy: creating the D1 database "${name}"…`);
  if (!wrangler(["d1", "create", name]).ok || !wrangler(apply).ok) {
    console.error("\n✖ The database could not be created or migrated; nothing was deployed.");
    process.exit(1);
  }
}

if (!process.env.WORKERS_CI) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
applyMigrations();
