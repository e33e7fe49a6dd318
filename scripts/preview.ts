// `npm run preview`: build the production bundle and serve it through wrangler,
// exactly as deployed (static assets first, the Worker for /api and fallbacks),
// on $PORT (default 8787) with local D1/KV and the dev outbox; an empty local
// database gets sample events, accounts and RSVPs (scripts/seed/).
//   --no-build        serve the existing build
//   PERSIST_TO=dir    keep local state elsewhere (end-to-end tests start clean)
import { announceWhenUp, ensureAssetsDir, LOCAL_VARS, migrateLocal, run, runTogether, seedLocal } from "./lib.ts";

const port = process.env.PORT ?? "8787";
const persistTo = process.env.PERSIST_TO;

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
ensureAssetsDir();
migrateLocal(persistTo);
const seeded = await seedLocal(persistTo);
runTogether([
  {
    cmd: "npx",
    args: [
      "wrangler",
      "dev",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      ...LOCAL_VARS,
      "--show-interactive-dev-session=false",
      ...(persistTo ? ["--persist-to", persistTo] : []),
    ],
  },
]);
// Last on the screen, once the site answers: where it is, and the sample accounts on a first run.
await announceWhenUp(`http://localhost:${port}/`, [...(seeded ? [seeded] : []), `➜ The site: http://localhost:${port}`].join("\n\n"));
