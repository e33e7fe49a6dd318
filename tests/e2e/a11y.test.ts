import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { STATIC_ROUTES } from "./pages";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Serious and critical axe violations on the page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not restrict.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)",
  )) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(["light", "dark"] as const)("axe, %s mode", (theme) => {
  it.each(STATIC_ROUTES)("$path has no serious or critical violation", async ({ path }) => {
    const { page, context } = await openPage(browser, { storage: { theme } });
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("the not-found page, the open mobile menu, an open dropdown and search results pass too", async () => {
    const { page, context } = await openPage(browser, { storage: { theme } });
    await gotoHydrated(page, "/nothing-here");
    expect(await seriousViolations(page)).toEqual([]);

    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Programs", exact: true }).hover();
    await page.getByRole("banner").getByRole("combobox").fill("board");
    await page.getByRole("banner").getByRole("listbox").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
