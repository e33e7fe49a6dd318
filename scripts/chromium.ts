// The one Chromium every script drives: Debian's package (/usr/bin/chromium),
// since Playwright's own browser download does not work here. CHROMIUM_PATH
// overrides the path.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
