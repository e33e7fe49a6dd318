import { buffer } from "node:stream/consumers";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Download, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };
/** A common phone today (the reviews on a phone were made on one this wide). */
export const PHONE = { width: 390, height: 844 };

/**
 * The run's one Chromium, started by the global setup (tests/e2e/global-setup.ts):
 * each file connects to it instead of starting its own. Closing the connection
 * closes every context the file opened.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };

type PageOptions = {
  viewport?: { width: number; height: number };
  colorScheme?: "light" | "dark";
  /** localStorage entries set before any page script runs. */
  storage?: Record<string, string>;
  /** The browser's time zone (IANA name), e.g. a member abroad. */
  timezone?: string;
  /**
   * A context of its own that no other test has used: nothing in the HTTP cache, as on a first
   * visit. For tests that count what the browser downloads.
   */
  fresh?: boolean;
};

/**
 * A context the tests of a file take in turn (decision 066). Between two tests it forgets what
 * a visitor's browser would have to forget — cookies, storage, permissions, its pages — and
 * keeps its HTTP cache, so the site's scripts are not fetched and compiled again for every test.
 * A test that changes the context itself (its clock, init scripts, offline mode, permissions, a
 * DevTools session) spoils it: it is closed when that test is done instead of being used again.
 */
type Warm = {
  context: BrowserContext;
  timezone: string;
  busy: boolean;
  spoiled: boolean;
  cachedApi: boolean;
  /** A DevTools session for one of its pages, without spoiling it. */
  devtools: (page: Page) => Promise<CDPSession>;
};
const warmContexts = new WeakMap<Browser, Warm[]>();

/** Context methods that change it for whoever uses it next. */
const SPOILERS = ["addInitScript", "setOffline", "grantPermissions", "newCDPSession", "route", "routeFromHAR", "setGeolocation", "setExtraHTTPHeaders", "exposeBinding", "exposeFunction"] as const;

async function warmContext(browser: Browser, timezone: string): Promise<{ warm: Warm; reused: boolean }> {
  const pool = warmContexts.get(browser) ?? [];
  warmContexts.set(browser, pool);
  const idle = pool.find((entry) => !entry.busy && entry.timezone === timezone);
  if (idle) {
    idle.busy = true;
    return { warm: idle, reused: true };
  }
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme: "light", baseURL: baseUrl(), ...(timezone ? { timezoneId: timezone } : {}) });
  const warm: Warm = { context, timezone, busy: true, spoiled: false, cachedApi: false, devtools: context.newCDPSession.bind(context) };
  pool.push(warm);
  const close = context.close.bind(context);
  for (const name of SPOILERS) {
    const original = (context[name] as (...args: unknown[]) => unknown).bind(context);
    (context as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      warm.spoiled = true;
      return original(...args);
    };
  }
  // A visitor's event list may be kept for a minute (Cache-Control: max-age=60): the next test
  // must not read a list from before the events it makes.
  context.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/") && /max-age=[1-9]/.test(response.headers()["cache-control"] ?? "")) warm.cachedApi = true;
  });
  // The test's "close" hands the context to the next test, unless it was spoiled.
  context.close = async () => {
    if (warm.spoiled) {
      pool.splice(pool.indexOf(warm), 1);
      await close();
      return;
    }
    await Promise.all(context.pages().map((page) => page.close()));
    warm.busy = false;
  };
  return { warm, reused: false };
}

/** A page that records console errors and uncaught exceptions, in a warm context unless `fresh`. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  let context: BrowserContext;
  let page: Page;
  if (options.fresh) {
    context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      colorScheme: options.colorScheme ?? "light",
      baseURL: baseUrl(),
      ...(options.timezone ? { timezoneId: options.timezone } : {}),
    });
    page = await context.newPage();
  } else {
    const { warm, reused } = await warmContext(browser, options.timezone ?? "");
    context = warm.context;
    if (reused) await Promise.all([context.clearCookies(), context.clearPermissions()]);
    page = await context.newPage();
    if (reused) {
      const session = await warm.devtools(page);
      await session.send("Storage.clearDataForOrigin", { origin: baseUrl(), storageTypes: "local_storage,indexeddb,cache_storage,service_workers" });
      if (warm.cachedApi) {
        await session.send("Network.clearBrowserCache");
        warm.cachedApi = false;
      }
      await session.detach();
    }
    if (options.viewport && (options.viewport.width !== DESKTOP.width || options.viewport.height !== DESKTOP.height)) {
      await page.setViewportSize(options.viewport);
    }
    if (options.colorScheme === "dark") await page.emulateMedia({ colorScheme: "dark" });
    // Playwright's clock belongs to the context: a test that touches it spoils the context.
    const clock = page.clock;
    Object.defineProperty(page, "clock", {
      get() {
        warm.spoiled = true;
        return clock;
      },
    });
  }
  if (options.storage) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, context, errors };
}

/** Loads a URL and waits until React has hydrated it (the app marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}

/** A download's bytes (the browser runs in the global setup's process, so the file is not on a path here). */
export async function downloaded(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}
