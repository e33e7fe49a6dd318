import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("dark mode", () => {
  it("toggles the dark class, persists in localStorage and survives a reload", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/about");
    expect(await isDark(page)).toBe(false);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark mode" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    // Applied by the inline script before React runs, so before hydration too.
    expect(await isDark(page)).toBe(true);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.getByRole("banner").getByRole("button", { name: "Dark mode" }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("banner").getByRole("button", { name: "Dark mode" }).click();
    await page.reload();
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows prefers-color-scheme when no choice is saved, and a saved choice wins", async () => {
    const system = await openPage(browser, { colorScheme: "dark" });
    await gotoHydrated(system.page, "/");
    expect(await isDark(system.page)).toBe(true);
    await system.page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(system.page)).toBe(false);
    await system.context.close();

    const saved = await openPage(browser, { colorScheme: "dark", storage: { theme: "light" } });
    await gotoHydrated(saved.page, "/");
    expect(await isDark(saved.page)).toBe(false);
    await saved.context.close();
  });
});
