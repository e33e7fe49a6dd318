import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChapterEventView } from "../../src/shared/events";
import { unique } from "./api";
import { DESKTOP, gotoHydrated, launchBrowser, openPage } from "./browser";
import { createEvent, layoutShift } from "./events-api";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // At least one event ahead, whatever else the database holds.
  await createEvent({ days: 3, title: `Home Page Event ${unique()}` });
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/**
 * Opens the home page and returns the next scheduled events, as it should show them, from the list
 * the page itself fetched: other test files make events meanwhile, so a second fetch could differ.
 */
async function openHome(page: Page): Promise<ChapterEventView[]> {
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await gotoHydrated(page, "/");
  const { data } = (await (await list).json()) as { data: ChapterEventView[] };
  return data
    .filter((event) => Date.parse(event.endsAt) > Date.now() && event.status === "scheduled")
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

const top = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

describe("the home page's events", () => {
  it("on a phone, come right after the hero: the next three, soonest first", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    const upcoming = await openHome(page);
    const section = page.getByRole("region", { name: "Upcoming events" });
    await section.getByRole("article").first().waitFor();
    const expected = upcoming.slice(0, 3).map((event) => event.title);
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(expected);
    // Directly below the hero, before "What we do": no longer ~1,850 px down.
    const heroBottom = await page
      .locator("main > section")
      .first()
      .evaluate((hero) => hero.getBoundingClientRect().bottom + window.scrollY);
    expect(await top(page, "#events-title")).toBeLessThan(heroBottom + 120);
    expect(await top(page, "#events-title")).toBeLessThan(await top(page, "#pillars-title"));
    expect(await top(page, "#events-title")).toBeLessThan(PHONE.height);
    // The hero's own "next event" is for wide screens only.
    expect(await page.getByText("Next event", { exact: true }).isVisible()).toBe(false);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop, the hero's right half shows the next event over the chapter's photo", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const upcoming = await openHome(page);
    const hero = page.locator("main > section").first();
    const next = hero.getByRole("article", { name: upcoming[0]!.title });
    await next.waitFor();
    expect(await next.getByText("Next event").isVisible()).toBe(true);
    expect(await next.getByRole("link").getAttribute("href")).toMatch(/^\/events\/[a-z0-9-]+$/);
    const photo = hero.getByRole("img");
    expect(await photo.isVisible()).toBe(true);
    // Side by side: the event is in the right half, level with the heading.
    const [heading, aside] = await Promise.all([hero.getByRole("heading", { level: 1 }).boundingBox(), next.boundingBox()]);
    expect(aside!.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(aside!.y).toBeLessThan(heading!.y + 400);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with nothing planned, the hero shows the chapter's photo alone and the section says so", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.route("**/api/events?*", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: [] }) }));
    await gotoHydrated(page, "/");
    await page.getByText("The next events are being planned. See you soon!").waitFor();
    expect(await page.getByText("Next event", { exact: true }).count()).toBe(0);
    expect(await page.locator("main > section").first().getByRole("img").isVisible()).toBe(true);
    await context.close();
  });
});
