import { buffer } from "node:stream/consumers";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Disposable, type Download, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };
/** A common phone today (the reviews on a phone were made on one this wide). */
export const PHONE = { width: 390, height: 844 };

/**
 * The run's one Chromium, started by the global setup (tests/e2e/global-setup.ts), through one
 * connection per test process: the files a process runs one after another (the browser project does
 * not isolate them) share it, and with it the warm contexts below — their HTTP cache and compiled
 * scripts — instead of starting cold in every file. A file's `close()` leaves it open for the next
 * file; the connection ends with the process, and the server closes what it had opened.
 */
const connection = globalThis as { e2eBrowser?: Promise<Browser> };
export function launchBrowser(): Promise<Browser> {
  connection.e2eBrowser ??= chromium.connect(inject("browserEndpoint")).then((browser) => {
    browser.close = async () => {};
    return browser;
  });
  return connection.e2eBrowser;
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
 * A context and page the tests of a process take in turn (decision 066). Between two tests they
 * forget what a browser must forget between two people — cookies, local and session storage,
 * IndexedDB, permissions, routes, listeners, the document — and keep the HTTP cache and the
 * page's renderer, so the site's scripts are neither fetched nor compiled again, and no new
 * renderer process starts, for every test (a new page costs about a second here).
 * A test that changes the context itself (its clock, init scripts, offline mode, permissions, a
 * DevTools session) spoils it, and one that changes the page for good (exposed functions, extra
 * headers) spoils the page: what is spoiled is closed when that test is done.
 */
type Warm = {
  context: BrowserContext;
  timezone: string;
  busy: boolean;
  spoiled: boolean;
  cachedApi: boolean;
  /** The page handed from test to test, while it is fit for it. */
  kept: { page: Page; devtools: CDPSession; spoiled: boolean; disposables: Disposable[]; touched: { routes: boolean; media: boolean } } | null;
  /** A DevTools session for one of its pages, without spoiling it. */
  devtools: (page: Page) => Promise<CDPSession>;
};
const warmContexts = new WeakMap<Browser, Warm[]>();

/** Context methods that change it for whoever uses it next. */
const CONTEXT_SPOILERS = [
  "addInitScript",
  "setOffline",
  "grantPermissions",
  "newCDPSession",
  "route",
  "routeFromHAR",
  "setGeolocation",
  "setExtraHTTPHeaders",
  "exposeBinding",
  "exposeFunction",
] as const;
/** Page methods whose effect outlives the test (routes are removed and init scripts disposed instead). */
const PAGE_SPOILERS = ["exposeBinding", "exposeFunction", "setExtraHTTPHeaders", "routeWebSocket", "routeFromHAR"] as const;

/** Runs `note` before each call of these methods (to mark what the call spoils or leaves to undo). */
function beforeCall(target: object, names: readonly string[], note: () => void) {
  for (const name of names) {
    const record = target as Record<string, (...args: unknown[]) => unknown>;
    const original = record[name]!.bind(target);
    record[name] = (...args: unknown[]) => {
      note();
      return original(...args);
    };
  }
}

async function warmContext(browser: Browser, timezone: string): Promise<{ warm: Warm; reused: boolean }> {
  const pool = warmContexts.get(browser) ?? [];
  warmContexts.set(browser, pool);
  const idle = pool.find((entry) => !entry.busy && entry.timezone === timezone);
  if (idle) {
    idle.busy = true;
    return { warm: idle, reused: true };
  }
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme: "light", baseURL: baseUrl(), ...(timezone ? { timezoneId: timezone } : {}) });
  const warm: Warm = { context, timezone, busy: true, spoiled: false, cachedApi: false, kept: null, devtools: context.newCDPSession.bind(context) };
  pool.push(warm);
  const close = context.close.bind(context);
  beforeCall(context, CONTEXT_SPOILERS, () => (warm.spoiled = true));
  // A visitor's event list may be kept for a minute (Cache-Control: max-age=60): the next test
  // must not read a list from before the events it makes. Turnstile's site key is kept too, but it
  // is the same for the whole run (the preview has none; a test that fakes one routes the request,
  // which bypasses the cache), so it does not cost the next test the whole cache.
  context.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/api/") && pathname !== "/api/turnstile" && /max-age=[1-9]/.test(response.headers()["cache-control"] ?? "")) {
      warm.cachedApi = true;
    }
  });
  // The test's "close" hands the context and its page to the next test, unless spoiled.
  context.close = async () => {
    if (warm.spoiled) {
      pool.splice(pool.indexOf(warm), 1);
      await close();
      return;
    }
    const kept = warm.kept;
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== kept?.page)
        .map((page) => page.close()),
    );
    if (kept && (kept.spoiled || kept.page.isClosed() || !(await tidy(kept)))) {
      warm.kept = null;
      if (!kept.page.isClosed()) await kept.page.close();
    }
    warm.busy = false;
  };
  return { warm, reused: false };
}

/** Leaves the kept page as a new one would be; false when it cannot be (then it is closed). */
async function tidy(kept: NonNullable<Warm["kept"]>): Promise<boolean> {
  const { page } = kept;
  try {
    page.removeAllListeners();
    // Each undoing is a round trip to the browser: only what the test did is undone.
    if (kept.touched.routes) await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all(kept.disposables.splice(0).map((script) => script.dispose()));
    if (kept.touched.media) await page.emulateMedia({ media: null, colorScheme: "light", reducedMotion: null, forcedColors: null });
    kept.touched = { routes: false, media: false };
    // The tab's session storage (kept by the browser per tab and origin) goes too; the rest of the
    // origin's storage is cleared when the next test takes the page.
    if (page.url().startsWith(baseUrl())) await page.evaluate(() => sessionStorage.clear());
    // The document goes, and with it its timers, requests and state.
    await page.goto("about:blank");
    return true;
  } catch {
    return false;
  }
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
    let kept = warm.kept;
    if (!kept) {
      const fresh = await context.newPage();
      kept = { page: fresh, devtools: await warm.devtools(fresh), spoiled: false, disposables: [], touched: { routes: false, media: false } };
      const spoilable = kept;
      beforeCall(fresh, PAGE_SPOILERS, () => (spoilable.spoiled = true));
      // What `tidy` must undo: routes and emulated media.
      beforeCall(fresh, ["route"], () => (spoilable.touched.routes = true));
      beforeCall(fresh, ["emulateMedia"], () => (spoilable.touched.media = true));
      // Init scripts the test adds are removed when it is done.
      const addInitScript = fresh.addInitScript.bind(fresh);
      fresh.addInitScript = (async (...args: Parameters<Page["addInitScript"]>) => {
        const script = await addInitScript(...args);
        spoilable.disposables.push(script);
        return script;
      }) as Page["addInitScript"];
      // Playwright's clock belongs to the context: a test that touches it spoils the context.
      const clock = fresh.clock;
      Object.defineProperty(fresh, "clock", {
        get() {
          warm.spoiled = true;
          return clock;
        },
      });
      warm.kept = kept;
    }
    page = kept.page;
    if (reused) {
      // Permissions need no clearing: granting them spoils the context, which is then not reused.
      const devtools = kept.devtools;
      const origin = baseUrl();
      await Promise.all([
        context.clearCookies(),
        devtools.send("Storage.clearDataForOrigin", { origin, storageTypes: "local_storage,indexeddb,cache_storage,service_workers" }),
        warm.cachedApi ? devtools.send("Network.clearBrowserCache") : undefined,
      ]);
      warm.cachedApi = false;
    }
    const viewport = options.viewport ?? DESKTOP;
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport);
    if (options.colorScheme === "dark") await page.emulateMedia({ colorScheme: "dark" });
  }
  // On a kept page the script is removed when the test is done (its addInitScript is wrapped).
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

/**
 * Records what the page puts on the clipboard. The clipboard is the browser's, shared by the files
 * that run at once (two of them copy addresses), so reading it back raced; the page's own record
 * does not. The page still writes the real clipboard (permission granted), so a failing write fails.
 */
export async function recordClipboard(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      await write(text);
      (window as unknown as { copiedText?: string }).copiedText = text;
    };
  });
}

/** The last text the page copied (see recordClipboard). */
export function copiedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText);
}
