import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { copiedText, DESKTOP, launchBrowser, openPage, PHONE, recordClipboard } from "./browser";
import { createEvent, eventNow } from "./events-api";
import { main, toast } from "./screen";

/**
 * The officers' event row: the everyday actions as buttons, the rest
 * (duplicate, copy link, cancel, delete) in a "More" menu that works by
 * keyboard; the cancel dialog's buttons say what each does to the event.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const row = (page: Page, title: string) =>
  main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

async function officerOnEventsPage(page: Page) {
  await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
  await page.waitForURL("**/profile/admin/events");
}

// On a phone; on a desktop the menu and the cancel dialog are opened by the tests below, which check that they fit.
describe("the officers' event row on a 390 px phone", () => {
  it("shows Edit and RSVPs first and the rest in a menu that works by keyboard; Copy link; the cancel dialog keeps or cancels", async () => {
    const event = await createEvent({ title: `Menu Night ${unique()}`, days: 21 });
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await recordClipboard(page);
    await officerOnEventsPage(page);
    const item = row(page, event.title);
    const more = item.getByRole("button", { name: `More actions: ${event.title}` });
    await more.waitFor();

    // The primary actions lead; what is rarer or cannot be undone is not a button of the row.
    const names = await item.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent));
    expect(names.slice(0, 2)).toEqual([`Edit: ${event.title}`, `RSVPs: ${event.title}`]);
    expect(names.at(-1)).toBe(`More actions: ${event.title}`);
    expect(names.filter((name) => /^(Duplicate|Cancel|Delete)/.test(name ?? ""))).toEqual([]);
    expect(await more.getAttribute("aria-haspopup")).toBe("menu");
    expect(await more.getAttribute("aria-expanded")).toBe("false");

    // Enter opens the menu on its first item; arrows, Home and End move; Escape closes it and focus returns.
    await more.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: `More actions: ${event.title}` });
    await menu.waitFor();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Duplicate", "Copy link", "History", "Cancel event", "Delete"]);
    expect(await focusedText(page)).toBe("Duplicate");
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Copy link");
    await page.keyboard.press("End");
    expect(await focusedText(page)).toBe("Delete");
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Duplicate");
    await page.keyboard.press("ArrowUp");
    expect(await focusedText(page)).toBe("Delete");
    await page.keyboard.press("Home");
    expect(await focusedText(page)).toBe("Duplicate");
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toContain("More");

    // ↓ on the button opens it too; Enter on "Copy link" puts the page's full address on the clipboard.
    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const link = new URL(`/events/${event.slug}`, page.url()).href;
    await toast(page, `Link copied: ${link}`).waitFor();
    expect(await copiedText(page)).toBe(link);
    await menu.waitFor({ state: "hidden" });

    // Cancel: the dialog's ways out say what happens to the event; keeping it returns to the menu's button.
    await more.click();
    await menu.getByRole("menuitem", { name: "Cancel event" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel ${event.title}?` });
    await dialog.waitFor();
    expect(await dialog.getByRole("button").allTextContents()).toEqual(["Keep the event", "Cancel the event"]);
    await dialog.getByRole("button", { name: "Keep the event" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toContain("More");
    expect((await eventNow(event.slug)).status).toBe("scheduled");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the menu follows what the event allows", () => {
  it("an event someone RSVPed to offers no Delete, and a press outside closes the menu", async () => {
    const event = await createEvent({ title: `Kept On Record ${unique()}`, days: 22 });
    const member = await memberWithSession("menu-rsvp");
    await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie);
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await officerOnEventsPage(page);
    await row(page, event.title)
      .getByRole("button", { name: `More actions: ${event.title}` })
      .click();
    const menu = page.getByRole("menu", { name: `More actions: ${event.title}` });
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Duplicate", "Copy link", "History", "Cancel event"]);
    // On a desktop too the menu opens within the screen (the phone's is the test above).
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    // A press outside closes it.
    await page.getByRole("heading", { name: "Upcoming" }).click();
    await menu.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("axe on the officers' event menu, light and dark mode", () => {
  it("the open menu and the cancel dialog have no serious violations", async () => {
    const event = await createEvent({ title: `Axe Menu ${unique()}`, days: 23 });
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await officerOnEventsPage(page);
    await row(page, event.title)
      .getByRole("button", { name: `More actions: ${event.title}` })
      .click();
    const menu = page.getByRole("menu", { name: `More actions: ${event.title}` });
    await menu.waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await menu.getByRole("menuitem", { name: "Cancel event" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel ${event.title}?` });
    await dialog.getByRole("button", { name: "Keep the event" }).waitFor();
    // The cancel dialog fits a desktop, its buttons shown (what they do is the phone's test above).
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    await dialog.getByRole("button", { name: "Cancel the event" }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});
