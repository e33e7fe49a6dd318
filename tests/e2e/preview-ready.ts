import { readFileSync } from "node:fs";
import { inject } from "vitest";

/**
 * Runs before each browser file: waits until the global setup's preview answers (it starts in the
 * background, tests/e2e/global-setup.ts), or fails the file with the reason it will not.
 */
const runState = globalThis as { e2ePreviewReady?: boolean };
if (!runState.e2ePreviewReady) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const status = readFileSync(inject("previewStatus"), "utf8");
    if (status === "ready") break;
    if (status.startsWith("failed")) throw new Error(`The preview did not start: ${status}`);
    if (Date.now() > deadline) throw new Error("The preview did not answer within 10 minutes.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  runState.e2ePreviewReady = true;
}
