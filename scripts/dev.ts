// `npm run dev`: the whole product on http://localhost:8787 with local D1 and KV.
// Vite serves the SPA with hot reload on 8787 and proxies /api to the Worker,
// which wrangler runs on API_PORT (8788) with the dev outbox for e-mail. An
// empty local database gets sample events, accounts and RSVPs first.
import { checkContentOrExit } from "./check-content.ts";
import { announceWhenUp, ensureAssetsDir, LOCAL_VARS, migrateLocal, runTogether, seedLocal } from "./lib.ts";

const port = process.env.PORT ?? "8787";
const apiPort = process.env.API_PORT ?? "8788";

// The identity file first: a problem in it is one line each here, not a page of errors from both servers.
await checkContentOrExit(process.cwd(), "identity");
ensureAssetsDir();
migrateLocal();
const seeded = await seedLocal();
runTogether([
  {
    cmd: "npx",
    args: ["wrangler", "dev", "--port", apiPort, "--ip", "127.0.0.1", ...LOCAL_VARS, "--show-interactive-dev-session=false"],
  },
  {
    cmd: "npx",
    args: ["react-router", "dev", "--port", port, "--strictPort"],
    env: { API_PORT: apiPort },
  },
]);
// Last on the screen, once the site answers: where it is, and the sample accounts on a first run.
await announceWhenUp(`http://localhost:${port}/`, [...(seeded ? [seeded] : []), `➜ The site: http://localhost:${port}`].join("\n\n"));
