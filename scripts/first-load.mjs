// What a first visit downloads: every script and stylesheet the browser
// fetches for a page — on load, on hydration and on idle — until the network
// has been quiet for QUIET_MS. Sizes are gzip -9 of the built files (the
// bodies of preloaded modules are not reliably readable from the browser).
// Used by the budget test (tests/e2e/first-load-budget.test.ts) and
// `npm run bench:web`; the budgets are in bench/web-budgets.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUILD_DIR = path.resolve(import.meta.dirname, "../build/client");
const QUIET_MS = 500;
const COUNTED = new Set(["script", "stylesheet"]);

const gzipKB = (file) => gzipSync(readFileSync(path.join(BUILD_DIR, file)), { level: 9 }).length / 1024;

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(page) {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    function done() {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
      resolve();
    }
    page.on("request", started);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    settle();
  });
}

/**
 * Loads `url` in `page` (a fresh context, so nothing is cached) and returns
 * the scripts and stylesheets it fetched with their gzipped sizes in KB.
 */
export async function measureFirstLoad(page, url) {
  const files = new Map();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const { origin, pathname } = new URL(response.url());
    if (!COUNTED.has(type) || origin !== new URL(url).origin || files.has(pathname)) return;
    files.set(pathname, { type, path: pathname, gzipKB: gzipKB(pathname) });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]");
  // Whatever the page starts once the browser is idle after hydration counts too.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })));
  await networkQuiet(page);
  const list = [...files.values()];
  const sum = (type) => list.filter((f) => f.type === type).reduce((total, f) => total + f.gzipKB, 0);
  return { files: list, jsKB: sum("script"), cssKB: sum("stylesheet") };
}
