import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../../scripts/chromium.ts";
import { freePort, launchPreview, type Preview } from "../../scripts/preview-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The preview's local D1/KV directory, for tests that change the database directly (e.g. promote an admin). */
    persistTo: string;
    /** The run's one Chromium (tests/e2e/browser.ts `launchBrowser` connects to it). */
    browserEndpoint: string;
    /** A file that says "ready" once the preview answers, or why it never will (tests/e2e/preview-ready.ts reads it). */
    previewStatus: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run build`, exactly as a deploy builds (it makes sure the build is a production one, though
 * vitest sets NODE_ENV=test). `stop()` ends it early (a run that ends before the build does).
 */
function build(): { done: Promise<void>; stop: () => void } {
  const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", detached: true });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (exit ${code})`))));
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  return { done, stop };
}

/**
 * Vitest runs every project's global setup before any test, so this one does not wait for the build
 * and the preview (about 45 s): it names the address and the state directory at once, builds and
 * starts the preview in the background while the unit and Worker projects run, and each browser
 * file waits until the status file says the preview answers.
 */
export default async function setup(project: TestProject) {
  // E2E_PORT pins the port (e.g. to stay in a range agreed with others on the machine).
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const work = mkdtempSync(path.join(tmpdir(), "e2e-"));
  const status = path.join(work, "preview-status");
  const persistTo = path.join(work, "state");
  writeFileSync(status, "starting");
  let preview: Preview | undefined;
  let building: ReturnType<typeof build> | undefined;
  let ended = false;
  const started = (async () => {
    // E2E_NO_BUILD=1 serves the current build.
    if (!process.env.E2E_NO_BUILD) {
      building = build();
      await building.done;
    }
    if (ended) return;
    // Migrations, the seed and wrangler can take minutes on a loaded machine.
    const launched = launchPreview(port, { logs: "all", timeoutMs: 300_000, persistTo });
    preview = launched;
    await launched.ready;
  })().then(
    () => writeFileSync(status, "ready"),
    (error: unknown) => writeFileSync(status, `failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  // One Chromium for the whole run: each test process connects to it rather than starting its own.
  const chromiumServer = await chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: [...TEST_CHROMIUM_FLAGS], headless: true });
  project.provide("baseUrl", `http://localhost:${port}`);
  project.provide("persistTo", persistTo);
  project.provide("browserEndpoint", chromiumServer.wsEndpoint());
  project.provide("previewStatus", status);
  // A run can end before the preview is up (a failure elsewhere, Ctrl-C): stop what is still starting.
  return async () => {
    ended = true;
    building?.stop();
    preview?.stop();
    await chromiumServer.close();
    await started;
    rmSync(work, { recursive: true, force: true });
  };
}
