import { defineConfig } from "vitest/config";

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the
 * preview build (static assets + the Worker, as deployed). The global setup
 * builds once and starts the preview server on a free port with a fresh
 * local D1/KV. `E2E_NO_BUILD=1` reuses the current build.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    // One browser at a time: the machines here have two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
