import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../../scripts/chromium.ts";
import { startPreview } from "../../scripts/preview-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The preview's local D1/KV directory, for tests that change the database directly (e.g. promote an admin). */
    persistTo: string;
    /** The run's one Chromium (tests/e2e/browser.ts `launchBrowser` connects to it). */
    browserEndpoint: string;
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
  // One Chromium for the whole run: each file connects to it rather than starting its own.
  const chromiumServer = await chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  project.provide("baseUrl", preview.url);
  project.provide("persistTo", preview.persistTo);
  project.provide("browserEndpoint", chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    preview.stop();
  };
}
