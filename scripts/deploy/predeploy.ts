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

function databaseExists(name: string): boolean {
  const listed = wrangler(["d1", "list", "--json"], true);
  if (!listed.ok) {
    console.error(listed.output);
    console.error("\n✖ Could not list your D1 databases: is wrangler signed in (`npx wrangler login`) or CLOUDFLARE_API_TOKEN set?");
    process.exit(1);
  }
  const databases = JSON.parse(listed.output.slice(listed.output.indexOf("["))) as { name: string }[];
  return databases.some((database) => database.name === name);
}

if (!process.env.WORKERS_CI) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const name = databaseName();
if (!databaseExists(name)) {
  console.log(`First deploy: creating the D1 database "${name}"…`);
  if (!wrangler(["d1", "create", name]).ok) process.exit(1);
}
if (!wrangler(["d1", "migrations", "apply", BINDING, "--remote"]).ok) {
  console.error("\n✖ The migrations could not be applied; nothing was deployed.");
  process.exit(1);
}
