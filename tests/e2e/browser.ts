import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

export const baseUrl = () => inject("baseUrl");

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };
/** A common phone today (the reviews on a phone were made on one this wide). */
export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
}

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };

type PageOptions = {
  viewport?: { width: number; height: number };
  colorScheme?: "light" | "dark";
  /** localStorage entries set before any page script runs. */
  storage?: Record<string, string>;
  /** The browser's time zone (IANA name), e.g. a member abroad. */
  timezone?: string;
};

/** A page in a fresh context that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? "light",
    baseURL: baseUrl(),
    ...(options.timezone ? { timezoneId: options.timezone } : {}),
  });
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  const page = await context.newPage();
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
