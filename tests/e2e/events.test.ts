import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIDE_DECKS } from "../../src/content/slides";
import { gotoHydrated, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A fixed "today" (timers keep running), so which events are upcoming does not depend on when the tests run.
const TODAY = new Date("2026-11-20T15:00:00Z");

describe("events", () => {
  it("splits upcoming from past events by the visitor's clock, with date, time, place and category", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.clock.setFixedTime(TODAY);
    await gotoHydrated(page, "/events");
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    const titles = await upcoming.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles[0]).toBe("General Meeting: Industry Panel");
    expect(titles).toContain("Regional Conference Trip");
    expect(titles).not.toContain("Fall Career Night");
    const past = page.getByRole("region", { name: "Past events" });
    expect((await past.getByRole("heading", { level: 3 }).allTextContents())[0]).toBe("Badminton Doubles Tournament");

    const panel = page.getByRole("article", { name: "General Meeting: Industry Panel" });
    expect(await panel.textContent()).toContain("Wednesday, December 2, 2026, 6:30 PM – 8:00 PM");
    expect(await panel.textContent()).toContain("Keller Hall 101");
    expect(await panel.textContent()).toContain("General meeting");
    expect(await panel.getByRole("link", { name: /^Sign up for General Meeting: Industry Panel/ }).getAttribute("href")).toMatch(/^https:\/\//);
    // Past events offer no calendar file or sign-up.
    expect(await past.getByRole("link", { name: /Add to calendar|Sign up/ }).count()).toBe(0);

    // A month later, the same page shows the industry panel as past.
    await page.clock.setFixedTime(new Date("2026-12-20T15:00:00Z"));
    await gotoHydrated(page, "/events");
    expect(await upcoming.getByRole("heading", { level: 3 }).first().textContent()).toBe("Lunar New Year Lantern Festival");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads an RFC 5545 calendar file for an event", async () => {
    const { page, context } = await openPage(browser);
    await page.clock.setFixedTime(TODAY);
    await gotoHydrated(page, "/events");
    const link = page.getByRole("link", { name: "Add to calendar: General Meeting: Industry Panel" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("gm-industry-panel-2026.ics");
    const ics = await readFile((await download.path())!, "utf8");

    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Every line ends with CRLF and holds at most 75 octets; continuation lines start with a space.
    const lines = ics.slice(0, -2).split("\r\n");
    expect(lines.every((line) => !line.includes("\n") && new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
    expect(unfolded).toContain("VERSION:2.0");
    expect(unfolded).toContain("BEGIN:VEVENT");
    expect(unfolded.find((l) => l.startsWith("UID:"))).toMatch(/^UID:gm-industry-panel-2026@/);
    expect(unfolded.find((l) => l.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // 6:30–8:00 PM in Chicago on December 2 (CST, UTC−6).
    expect(unfolded).toContain("DTSTART:20261203T003000Z");
    expect(unfolded).toContain("DTEND:20261203T020000Z");
    expect(unfolded).toContain("SUMMARY:General Meeting: Industry Panel (SASE Northfield)");
    expect(unfolded).toContain("LOCATION:Keller Hall 101");
    expect(unfolded.find((l) => l.startsWith("DESCRIPTION:"))).toContain("Dinner provided.\\n\\nSign up: https://");

    const response = await context.request.get("/calendar/gm-industry-panel-2026.ics");
    expect(response.headers()["content-type"]).toContain("text/calendar");
    await context.close();
  });

  it("lists slides and recordings by term, newest first, with category filters", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/events");
    const slides = page.getByRole("region", { name: "Slides and recordings" });
    expect(await slides.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Fall 2026", "Spring 2026", "Fall 2025"]);
    const status = slides.getByRole("status");
    expect(await status.textContent()).toBe(`${SLIDE_DECKS.length} sessions`);

    const filters = slides.getByRole("group", { name: "Filter slides by category" });
    await filters.getByRole("button", { name: "Mentorship" }).click();
    expect(await filters.getByRole("button", { name: "Mentorship" }).getAttribute("aria-pressed")).toBe("true");
    const mentorship = SLIDE_DECKS.filter((d) => d.category === "Mentorship");
    await expect.poll(() => status.textContent()).toBe(`${mentorship.length} sessions in Mentorship`);
    expect((await slides.getByRole("listitem").allTextContents()).every((text) => text.startsWith("Mentorship"))).toBe(true);
    expect(await slides.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Fall 2026", "Fall 2025"]);
    expect(await slides.getByRole("link", { name: /^Recording: Healthy Habits for Finals/ }).count()).toBe(1);

    await filters.getByRole("button", { name: "All" }).click();
    await expect.poll(() => status.textContent()).toBe(`${SLIDE_DECKS.length} sessions`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
