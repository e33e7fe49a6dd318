import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Each state is checked in light mode, then switched to dark in place (the site follows the system
// setting live when nothing is saved). Every public page as it loads is checked by routes.test.ts,
// in the same load as its other facts.
describe("axe, light and dark mode", () => {
  it("the not-found page, the open mobile menu, an open dropdown and search results pass too", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/nothing-here");
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Programs", exact: true }).hover();
    await page.getByRole("banner").getByRole("combobox").fill("board");
    await page.getByRole("banner").getByRole("listbox").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});
