// What a first visit downloads: every script and stylesheet the browser
// fetches for a page — on load, on hydration and on idle — until the network
// has been quiet for QUIET_MS. Sizes are gzip -9 of the built files (the
// bodies of preloaded modules are not reliably readable from the browser).
// Used by the budget test (tests/e2e/first-load-budget.test.ts) and
// `npm run bench:web`; the budgets are in bench/web-budgets.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

export type FetchedFile = { type: "script" | "stylesheet"; path: string; gzipKB: number };
export type FirstLoad = { files: FetchedFile[]; jsKB: number; cssKB: number };

const BUILD_DIR = path.resolve(import.meta.dirname, "../build/client");
const QUIET_MS = 500;
const COUNTED = new Set<string>(["script", "stylesheet"]);

const gzipSizes = new Map<string, number>();
/** Each built file is compressed once per run: most pages share the framework's files. */
function gzipKB(buildDir: string, file: string): number {
  const full = path.join(buildDir, file);
  let size = gzipSizes.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length / 1024;
    gzipSizes.set(full, size);
  }
  return size;
}

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once
 * none has been in flight for QUIET_MS.
 */
function trackNetwork(page: Page): { quiet: () => Promise<void> } {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let onQuiet: (() => void) | undefined;
  const settle = () => {
    clearTimeout(timer);
    if (inFlight === 0 && onQuiet) timer = setTimeout(onQuiet, QUIET_MS);
  };
  const started = () => {
    inFlight++;
    clearTimeout(timer);
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    settle();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    quiet: () =>
      new Promise<void>((resolve) => {
        onQuiet = () => {
          page.off("request", started);
          page.off("requestfinished", ended);
          page.off("requestfailed", ended);
          resolve();
        };
        settle();
      }),
  };
}

/**
 * Loads `url` in `page` (a fresh context, so nothing is cached) and returns
 * the scripts and stylesheets it fetched with their gzipped sizes in KB, read
 * from `buildDir` (the site's build unless told: the bench's blank app has its own).
 */
export async function measureFirstLoad(page: Page, url: string, buildDir = BUILD_DIR): Promise<FirstLoad> {
  const files = new Map<string, FetchedFile>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const { origin, pathname } = new URL(response.url());
    if (!COUNTED.has(type) || origin !== new URL(url).origin || files.has(pathname)) return;
    files.set(pathname, { type: type as FetchedFile["type"], path: pathname, gzipKB: gzipKB(buildDir, pathname) });
  });
  // Every request from the document on is counted in flight, so one quiet spell at the end waits out
  // what loading and hydration started ("networkidle" on the way would only add a second one).
  const network = trackNetwork(page);
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]");
  // Whatever the page starts once the browser is idle after hydration counts too.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })));
  await network.quiet();
  const list = [...files.values()];
  const sum = (type: FetchedFile["type"]) => list.filter((f) => f.type === type).reduce((total, f) => total + f.gzipKB, 0);
  return { files: list, jsKB: sum("script"), cssKB: sum("stylesheet") };
}
