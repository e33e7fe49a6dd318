import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, SEEDED_OFFICER } from "./accounts";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { createEvent } from "./events-api";
import { main } from "./screen";

let browser: Browser;
let slug: string;
beforeAll(async () => {
  browser = await launchBrowser();
  slug = (await createEvent({ days: 5, capacity: 20 })).slug;
});
afterAll(async () => {
  await browser?.close();
});

/** Every new events page, once its events are in, and the officers' dialogs. */
describe("axe on the events pages, light and dark mode", () => {
  it("the events page with its events, the subscribe options open, and an event's page", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/events");
    await page.getByRole("region", { name: "Past events" }).waitFor();
    await page.getByText("Subscribe to the calendar").click();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, `/events/${slug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, "/");
    await page.getByRole("region", { name: "Upcoming events" }).getByRole("article").first().waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });

  it("my events, and the officers' list with its form showing errors", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/events");
    await page.waitForURL("**/profile/events");
    await page.getByRole("region", { name: "Your calendar" }).getByRole("button").first().waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, "/profile/admin/events");
    await page.getByRole("region", { name: "Upcoming" }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await page.getByRole("button", { name: "New event" }).click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await dialog.getByRole("button", { name: "Create event" }).click();
    await dialog.getByText("Title is required.").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});

describe("the events pages from 360 px to desktop", () => {
  it.each(["/events", "/profile/events", "/profile/admin/events"])("%s fits a 360 px screen without sideways scrolling", async (path) => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    if (path.startsWith("/profile")) await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, `/login?redirect=${path}`);
    await gotoHydrated(page, path);
    await main(page).getByRole("heading", { level: 2 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.setViewportSize(DESKTOP);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
