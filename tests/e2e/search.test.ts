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

describe("site search", () => {
  it("finds pages fuzzily, highlights matches and navigates by keyboard", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/about");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("sponsr");
    const list = page.getByRole("listbox", { name: "Search results" }).first();
    await list.waitFor({ state: "visible" });
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const options = list.getByRole("option");
    expect(await options.first().textContent()).toContain("Sponsors");
    expect(await list.locator("mark").count()).toBeGreaterThan(0);

    await box.press("ArrowDown");
    const firstId = await options.first().getAttribute("id");
    expect(await box.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    if ((await options.count()) > 1) {
      await box.press("ArrowDown");
      expect(await options.nth(1).getAttribute("aria-selected")).toBe("true");
      await box.press("ArrowUp");
    }
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL("**/sponsors");
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "No entries found" and closes on Escape, outside click and window blur', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("qqqqxxxxzzzz");
    await page.getByRole("banner").getByText("No entries found").filter({ visible: true }).waitFor();

    await box.fill("board");
    const list = page.getByRole("banner").getByRole("listbox");
    await list.waitFor({ state: "visible" });
    await box.press("Escape");
    await list.waitFor({ state: "hidden" });

    await box.fill("boards");
    await list.waitFor({ state: "visible" });
    await page.mouse.click(640, 500);
    await list.waitFor({ state: "hidden" });

    await box.focus();
    await box.fill("board");
    await list.waitFor({ state: "visible" });
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await list.waitFor({ state: "hidden" });
    await context.close();
  });

  it("Enter with no highlighted result opens /search?q=, which shows the same search as a page", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("mentor");
    await box.press("Enter");
    await page.waitForURL("**/search?q=mentor");
    const results = page.getByRole("main").getByRole("region", { name: "Search results" });
    await results.getByRole("link", { name: "Mentor-Mentee" }).waitFor({ state: "visible" });
    expect(await results.locator("mark").count()).toBeGreaterThan(0);

    // Direct load of the prerendered page with a query: read after hydration, no mismatch.
    await gotoHydrated(page, "/search?q=gallery");
    await page.getByRole("main").getByRole("link", { name: "Gallery" }).waitFor({ state: "visible" });
    expect(await page.getByRole("main").getByRole("searchbox").inputValue()).toBe("gallery");
    await gotoHydrated(page, "/search?q=zzqqxxyy");
    await page.getByRole("main").getByText("No entries found").waitFor({ state: "visible" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
