import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleContent } from "../../scripts/seed/content-seed";
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";

/** The programs the seed publishes: the Programs group lists what is published, read when it opens. */
const SEEDED_PROGRAMS = sampleContent().programs.map((program) => ({ name: String(program.name), slug: String(program.slug) }));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop dropdowns", () => {
  it("open on hover and close when the pointer leaves", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const board = nav.getByRole("link", { name: "Board" });
    expect(await board.isVisible()).toBe(false);
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    await board.waitFor({ state: "visible" });
    const aboutPages = nav.getByRole("button", { name: "About pages" });
    expect(await aboutPages.getAttribute("aria-expanded")).toBe("true");
    // The click that follows the hover keeps open what the hover opened; the next one closes it.
    await aboutPages.click();
    expect(await aboutPages.getAttribute("aria-expanded")).toBe("true");
    await aboutPages.click();
    await board.waitFor({ state: "hidden" });
    await aboutPages.click();
    await board.waitFor({ state: "visible" });
    await page.mouse.move(640, 600);
    await board.waitFor({ state: "hidden" });
    // Hovering another group shows only that group.
    await nav.getByRole("link", { name: "Events", exact: true }).hover();
    await nav.getByRole("link", { name: "Gallery" }).waitFor({ state: "visible" });
    await nav.getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL("**/gallery");
    await nav.getByRole("link", { name: "Gallery" }).waitFor({ state: "hidden" });
    // The programs' group lists the published programs, read from the API when it first opens.
    const last = SEEDED_PROGRAMS.at(-1)!;
    await nav.getByRole("link", { name: "Programs", exact: true }).hover();
    await nav.getByRole("link", { name: last.name, exact: true }).click();
    await page.waitForURL(`**/${last.slug}`);
    // The program's page is in the Programs section (the URL changes before the page does: poll).
    await expect.poll(() => nav.getByRole("link", { name: "Programs", exact: true }).getAttribute("class")).toContain("underline");
    await nav.getByRole("button", { name: "Programs pages" }).click();
    // The list may still be "Loading…" when the group opens (a new document reads it again): poll until the links are in.
    const group = page.locator(`[id="${await nav.getByRole("button", { name: "Programs pages" }).getAttribute("aria-controls")}"] a`);
    await expect
      .poll(async () => {
        const listed = await group.allTextContents();
        return SEEDED_PROGRAMS.filter((program) => !listed.includes(program.name)).map((program) => program.name);
      })
      .toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("work by keyboard: Enter opens, arrows move, Escape closes and returns focus", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/resources");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Events pages" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const menuId = await button.getAttribute("aria-controls");
    expect(await page.locator(`[id="${menuId}"]`).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // ArrowDown opens and moves into the menu; arrows cycle; Tab out closes.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Gallery");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Blogs");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Leaderboard");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Check in");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Gallery");
    await page.keyboard.press("Space"); // Space on a link does nothing harmful
    await page.keyboard.press("Enter");
    await page.waitForURL("**/gallery");
    // Space on the button toggles too.
    await button.focus();
    await page.keyboard.press("Space");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});

describe("mobile menu", () => {
  it("is a labelled button that opens a panel and moves focus into it", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: /menu/i });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await panel.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Focus is on the first page link, not in the search box (a phone would open its keyboard); the box is one tap away.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
    await panel.getByRole("combobox", { name: "Search the site" }).waitFor({ state: "visible" });
    // Groups expand in place; the account control and the dark-mode toggle are there.
    const about = panel.getByRole("button", { name: "About pages" });
    expect(await about.getAttribute("aria-expanded")).toBe("false");
    await about.click();
    await panel.getByRole("link", { name: "Sponsors" }).waitFor({ state: "visible" });
    await panel.getByRole("button", { name: "Programs pages" }).click();
    await panel.getByRole("link", { name: SEEDED_PROGRAMS[0]!.name, exact: true }).waitFor({ state: "visible" });
    await panel.getByRole("link", { name: "Log In" }).waitFor({ state: "visible" });
    await panel.getByRole("button", { name: "Dark mode" }).waitFor({ state: "visible" });
    // Escape closes and returns focus to the button.
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await panel.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes on a click outside, after navigating, and when the viewport reaches 1024 px", async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(page, "/about");
    const toggle = page.getByRole("button", { name: /menu/i });
    const panelNav = page.getByRole("navigation", { name: "Mobile" });

    await toggle.click();
    await panelNav.waitFor({ state: "visible" });
    await page.mouse.click(10, 400); // left of the panel
    await panelNav.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    await toggle.click();
    await panelNav.getByRole("link", { name: "Resources" }).click();
    await page.waitForURL("**/resources");
    await panelNav.waitFor({ state: "hidden" });

    await toggle.click();
    await panelNav.waitFor({ state: "visible" });
    await page.setViewportSize({ width: 1023, height: 740 });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.setViewportSize({ width: 1024, height: 740 });
    await panelNav.waitFor({ state: "hidden" });
    expect(await toggle.isVisible()).toBe(false);
    // The menu closes when the width reaches 1024 px: its media query's change event, which the
    // browser fires at its next frame, so the test waits for it before narrowing the window again.
    // At 1024 px the button is display:none and out of the accessibility tree, hence includeHidden.
    const hiddenToggle = page.getByRole("button", { name: /menu/i, includeHidden: true });
    await expect.poll(() => hiddenToggle.getAttribute("aria-expanded")).toBe("false");
    await page.setViewportSize(MOBILE);
    await toggle.waitFor({ state: "visible" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await panelNav.isVisible()).toBe(false);
    await context.close();
  });
});
