import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, type TestMember } from "./accounts";
import { seriousViolationsInBothThemes } from "./axe";
import { launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * Officers' tools in reach on a phone (issue 35): the profile's tab row, which scrolls sideways at
 * 390 px, shows that it does — a fade and an arrow on the side with more tabs — and an "Officer tools"
 * menu beside it opens any tool with one choice.
 */

let browser: Browser;
let officer: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  officer = await createMember("tools", { roles: "member,officer" });
});
afterAll(async () => {
  await browser?.close();
});

const tabs = (page: Page) => page.getByRole("navigation", { name: "Profile" });

/** Whether a tab lies wholly inside the visible part of the row. */
const inSight = (page: Page, name: RegExp) =>
  tabs(page)
    .getByRole("link", { name })
    .evaluate((link) => {
      const row = link.closest("ul")!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return box.left >= row.left - 1 && box.right <= row.right + 1;
    });

describe("an officer's tools on a 390 px phone", () => {
  it("the tab row shows it scrolls, and the Officer tools menu opens any tool", { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, officer.username, officer.password, "/login?redirect=/profile");
    await tabs(page)
      .getByRole("link", { name: /^Insights/ })
      .waitFor({ state: "attached" });
    // At the start of the row: the cue is on the right only, and Insights is out of sight.
    const more = tabs(page).getByRole("button", { name: "More tabs" });
    await more.waitFor();
    expect(await tabs(page).getByRole("button", { name: "Earlier tabs" }).count()).toBe(0);
    expect(await inSight(page, /^Insights/)).toBe(false);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    // One tap on the arrow moves the row by a screenful: the cue on the left appears too.
    await more.click();
    await tabs(page).getByRole("button", { name: "Earlier tabs" }).waitFor();
    await expect
      .poll(() =>
        tabs(page)
          .locator("ul")
          .evaluate((row) => row.scrollLeft),
      )
      .toBeGreaterThan(200);

    // The "Officer tools" menu: every tool one choice away, wherever the row is scrolled.
    await tabs(page).getByRole("button", { name: "Officer tools" }).click();
    const menu = page.getByRole("menu");
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Events", "Terms", "Content", "Points", "Mail", "Insights"]);
    await menu.getByRole("menuitem", { name: "Insights" }).click();
    await page.waitForURL("**/profile/admin/insights");
    await main(page).getByRole("heading", { name: "Insights", level: 1 }).waitFor();

    // On the tool's page the current tab is in sight, and the cue says more lies before it.
    expect(await inSight(page, /^Insights/)).toBe(true);
    await tabs(page).getByRole("button", { name: "Earlier tabs" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
