import { spawnSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startPreview } from "../../scripts/preview-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The preview's local D1/KV directory, for tests that change the database directly (e.g. promote an admin). */
    persistTo: string;
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.E2E_NO_BUILD) {
    // Exactly as a deploy builds: `npm run build` itself makes sure the
    // build is a production one (vitest sets NODE_ENV=test), so the
    // first-load budgets would catch a development build of React.
    const build = spawnSync("npm", ["run", "build"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  // E2E_PORT pins the port (e.g. to stay in a range agreed with others on the machine).
  const preview = await startPreview({
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) } : {}),
    logs: "all",
    // Migrations, the seed and wrangler can take minutes on a loaded machine.
    timeoutMs: 300_000,
  });
  project.provide("baseUrl", preview.url);
  project.provide("persistTo", preview.persistTo);
  return preview.stop;
}
