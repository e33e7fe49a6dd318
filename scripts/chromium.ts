import { existsSync } from "node:fs";

// The Chromium every script drives: Debian's package, since Playwright's own
// browser download does not work here. CHROMIUM_PATH overrides the path.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive: Debian's headless shell
 * (`apt-get install chromium-headless-shell`, the same engine without the
 * desktop browser around it) where it is installed, else the full one.
 * Measured on two cores over four test files (120 tests): 183 s and 104 s of
 * CPU against 234 s and 144 s with the full browser (decision 070).
 * CHROMIUM_PATH still overrides both.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Launch flags that work here (headless, no sandbox, nothing phoning home). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The browser tests' flags: the GPU process's work (software compositing, with no GPU here) done in
 * the browser process instead, one process and its messages fewer. Over the whole browser project on
 * two cores: 161 s of CPU for the browser process against 187 s for the two, the run 495 s against
 * 501 s (2026-11-28). Not for Lighthouse (bench/web.ts), which measures pages as a phone's browser runs them.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, "--in-process-gpu"];
