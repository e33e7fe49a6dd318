import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIDE_DECKS } from "../../src/content/slides";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";
import { formatUtc } from "../../src/shared/ics";
import { unique } from "./api";
import { baseUrl, DESKTOP, copiedText, downloaded, gotoHydrated, launchBrowser, MOBILE, openPage, recordClipboard } from "./browser";
import { createEvent, layoutShift } from "./events-api";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The chapter's own categories (the identity file's): the first, and the last two for the filter. */
const [FIRST] = EVENT_CATEGORIES;
const CHOSEN = EVENT_CATEGORIES.at(-1)!;
const OTHER = EVENT_CATEGORIES.at(-2) ?? FIRST;

const upcoming = (page: Page) => page.getByRole("region", { name: "Upcoming events" });
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

describe("the events page, for a visitor", () => {
  it("lists upcoming events from the page itself: date and time at the chapter and in the viewer's zone, place, places left, category", async () => {
    const event = await createEvent({ title: `Dumpling Night ${unique()}`, capacity: 25, category: FIRST, days: 9 });
    // A viewer in Tokyo: the chapter is in Chicago, so the card also says the time there.
    const { page, context, errors } = await openPage(browser, { timezone: "Asia/Tokyo" });
    const lists: string[] = [];
    page.on("request", (request) => request.url().includes("/api/") && lists.push(request.url().replace(baseUrl(), "")));
    await gotoHydrated(page, "/events");
    const item = card(page, event.title);
    await item.waitFor();
    const text = (await item.textContent()) ?? "";
    expect(text).toMatch(/6:30 – 8:00 PM C[SD]T/);
    expect(text).toMatch(/Your time: .*(8:30|9:30) – (10:00|11:00) AM GMT\+9/);
    expect(text).toContain("Keller Hall 101");
    expect(text).toContain("25 of 25 spots left");
    expect(text).toContain(FIRST);
    expect(await item.getByRole("link", { name: event.title, exact: true }).getAttribute("href")).toBe(`/events/${event.slug}`);
    expect(await item.getByRole("link", { name: `Log in to RSVP: ${event.title}` }).getAttribute("href")).toBe(
      `/login?redirect=${encodeURIComponent(`/events?rsvp=${event.slug}`)}`,
    );
    // The Worker wrote the visitors' list and the terms into the page: a visitor's view asks the API nothing (decision 087).
    expect(lists).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters by category, kept in the URL, and shows past events of this term and the last", async () => {
    const mentorship = await createEvent({ title: `Mentor Mixer ${unique()}`, category: CHOSEN, days: 12 });
    const sports = await createEvent({ title: `Pickup Volleyball ${unique()}`, category: OTHER, days: 12 });
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/events");
    await card(page, sports.title).waitFor();
    const filters = page.getByRole("group", { name: "Show events" });
    await filters.getByText(CHOSEN, { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === CHOSEN);
    await card(page, sports.title).waitFor({ state: "detached" });
    await card(page, mentorship.title).waitFor();
    const categories = await upcoming(page)
      .getByRole("article")
      .evaluateAll((articles) => articles.map((a) => a.querySelector("p")?.textContent));
    expect(categories.every((category) => category?.startsWith(CHOSEN))).toBe(true);

    // A shared link opens the same list.
    await gotoHydrated(page, `/events?category=${encodeURIComponent(OTHER)}`);
    await card(page, sports.title).waitFor();
    expect(await card(page, mentorship.title).count()).toBe(0);
    expect(await filters.getByRole("radio", { name: OTHER }).isChecked()).toBe(true);

    // The seed's past events are there, under the terms it defines (GET /api/terms).
    await gotoHydrated(page, "/events");
    const past = page.getByRole("region", { name: "Past events" });
    await past.waitFor();
    const terms = await past.getByRole("heading", { level: 3 }).allTextContents();
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) expect(term).toMatch(/^(Spring|Summer|Fall) \d{4}$/);
    expect(await past.getByRole("link").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps its place while the events load (no layout shift), on a phone and a desktop", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await openPage(browser, { viewport });
      // The list answers late: the page must already have kept room for it.
      await page.route("**/api/events?*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await gotoHydrated(page, "/events");
      await upcoming(page).getByRole("article").first().waitFor();
      expect(await layoutShift(page), `${viewport.width} px`).toBe(0);
      await context.close();
    }
  });

  it("without JavaScript, offers the calendar feed", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/events");
    const link = page.getByRole("link", { name: "download the chapter's calendar" });
    expect(await link.getAttribute("href")).toBe("/calendar.ics");
    const feed = await context.request.get("/calendar.ics");
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    await context.close();
  });

  it("offers to subscribe: webcal, Google Calendar, and the address to copy", async () => {
    const { page, context } = await openPage(browser);
    await recordClipboard(page);
    await gotoHydrated(page, "/events");
    await page.getByText("Subscribe to the calendar").click();
    const feed = `${baseUrl()}/calendar.ics`;
    const webcal = feed.replace(/^http:/, "webcal:");
    expect(await page.getByRole("link", { name: "Open in your calendar app" }).getAttribute("href")).toBe(webcal);
    const google = new URL((await page.getByRole("link", { name: /^Add to Google Calendar/ }).getAttribute("href"))!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe(webcal);
    expect(await page.getByLabel("Or paste this address into any calendar app").inputValue()).toBe(feed);
    await page.getByRole("button", { name: "Copy address" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await copiedText(page)).toBe(feed);
    await context.close();
  });

  it("downloads an event's calendar file", async () => {
    const event = await createEvent({ title: `Calendar Test ${unique()}` });
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/events");
    const link = card(page, event.title).getByRole("link", { name: `Add to calendar: ${event.title}` });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
    const ics = (await downloaded(download)).toString("utf8");
    const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
    expect(unfolded).toContain("BEGIN:VEVENT");
    expect(unfolded).toContain(`DTSTART:${formatUtc(new Date(event.startsAt))}`);
    expect(unfolded.find((line) => line.startsWith("SUMMARY:"))).toContain(event.title);
    await context.close();
  });

  it("lists slides and recordings by term, newest first, with category filters as links", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/events");
    const slides = page.getByRole("region", { name: "Slides and recordings" });
    expect(await slides.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Fall 2026", "Spring 2026", "Fall 2025"]);
    const count = slides.getByText(/^\d+ sessions?( in .*)?$/);
    expect(await count.textContent()).toBe(`${SLIDE_DECKS.length} sessions`);

    const filters = slides.getByRole("navigation", { name: "Filter slides by category" });
    await filters.getByRole("link", { name: "Mentorship" }).click();
    await page.waitForURL((url) => url.searchParams.get("slides") === "Mentorship");
    expect(await filters.getByRole("link", { name: "Mentorship" }).getAttribute("aria-current")).toBe("page");
    const mentorship = SLIDE_DECKS.filter((d) => d.category === "Mentorship");
    await expect.poll(() => count.textContent()).toBe(`${mentorship.length} sessions in Mentorship`);
    const decks = slides.getByRole("region").getByRole("listitem");
    expect((await decks.allTextContents()).every((text) => text.startsWith("Mentorship"))).toBe(true);
    expect(await slides.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Fall 2026", "Fall 2025"]);
    expect(await slides.getByRole("link", { name: /^Recording: Healthy Habits for Finals/ }).count()).toBe(1);

    await filters.getByRole("link", { name: "All" }).click();
    await expect.poll(() => count.textContent()).toBe(`${SLIDE_DECKS.length} sessions`);

    // A click from another page: the Worker did not write this list, so the page reads the decks from the API.
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "All events and slides" }).click();
    await page.waitForURL((url) => url.pathname === "/events");
    await expect.poll(() => slides.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Fall 2026", "Spring 2026", "Fall 2025"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
