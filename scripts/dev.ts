// `npm run dev`: the whole product on http://localhost:8787 with local D1, KV and R2 — everything
// `npm run preview` serves. Vite serves the SPA with hot reload on 8787 and forwards /api, /media and
// the calendar files to the Worker (vite.config.ts), which wrangler runs on API_PORT (8788) with the
// dev outbox for e-mail, unless .dev.vars names a transport (then mail really goes: try SMTP before
// deploying). An empty local database gets sample events, accounts and RSVPs first. The identity file
// is checked first (one line per problem).
//   PERSIST_TO=dir    keep local state elsewhere (the test of this script starts clean)
// Stopping it (Ctrl-C, or `kill <pid>`) stops wrangler, workerd and Vite with it (scripts/lib.ts runTogether).
import { checkContentOrExit } from "./check-content.ts";
import { announceWhenUp, devServerVars, ensureAssetsDir, migrateLocal, readDevVars, runTogether, seedLocal } from "./lib.ts";

const port = process.env.PORT ?? "8787";
const apiPort = process.env.API_PORT ?? "8788";
const persistTo = process.env.PERSIST_TO;
const devVars = readDevVars();

// The identity file first: a problem in it is one line each here, not a page of errors from both servers.
await checkContentOrExit(process.cwd(), "identity");
ensureAssetsDir();
migrateLocal(persistTo);
const seeded = await seedLocal(persistTo);
const vars = devServerVars(devVars);
if (!vars.includes("EMAIL_TRANSPORT:outbox")) console.log("✉ .dev.vars names a mail transport: mail really goes out (the local outbox stays empty).");
runTogether([
  {
    cmd: "npx",
    args: [
      "wrangler",
      "dev",
      "--port",
      apiPort,
      "--ip",
      "127.0.0.1",
      ...vars,
      "--show-interactive-dev-session=false",
      ...(persistTo ? ["--persist-to", persistTo] : []),
    ],
  },
  {
    cmd: "npx",
    args: ["react-router", "dev", "--port", port, "--strictPort"],
    env: { API_PORT: apiPort },
  },
]);
// Last on the screen, once the site answers: where it is, and the sample accounts on a first run.
await announceWhenUp(`http://localhost:${port}/`, [...(seeded ? [seeded] : []), `➜ The site: http://localhost:${port}`].join("\n\n"));
