import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChapterEventView } from "../../src/shared/events";
import { EVENT_CATEGORIES, EVENT_CATEGORY_POINTS } from "../../src/shared/event-categories";
import { logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { chapterTime, chapterTimeField, createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * The officers' event form starts from what is usual (the category's points,
 * an hour-long event), keeps the end with the start and completes a link
 * typed without https://; members see what an event is worth.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function managedEvent(title: string): Promise<ChapterEventView | undefined> {
  return (await api<ChapterEventView[]>("GET", "/api/events?limit=500", await officerCookie())).data.find((event) => event.title === title);
}

async function newEventForm(page: Page) {
  await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
  await page.waitForURL("**/profile/admin/events");
  await main(page).getByRole("button", { name: "New event" }).click();
  return page.getByRole("dialog", { name: "New event" });
}

// On a phone; on a desktop the same form (its Edit dialog) and the points badge are checked by the
// desktop tests below.
describe("the new-event form on a 390 px phone", () => {
  it("points follow the category until typed; the end follows the start; a link gets https://", async () => {
    const title = `Form Defaults ${unique()}`;
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    const dialog = await newEventForm(page);
    const points = dialog.getByLabel("Points", { exact: true });
    const starts = dialog.getByLabel("Starts");
    const ends = dialog.getByLabel("Ends");

    // The chapter's categories (the identity file's): the first, and two worth something else.
    const [first] = EVENT_CATEGORIES;
    const worth = (category: string) => EVENT_CATEGORY_POINTS[category as keyof typeof EVENT_CATEGORY_POINTS];
    const second = EVENT_CATEGORIES.find((category) => worth(category) !== worth(first)) ?? first;
    const third = EVENT_CATEGORIES.find((category) => category !== second && worth(category) !== worth(second)) ?? first;
    // The first category's usual value, then each chosen category's, with the hint saying so.
    expect(await points.inputValue()).toBe(String(worth(first)));
    await dialog.getByLabel("Category").selectOption(second);
    expect(await points.inputValue()).toBe(String(worth(second)));
    await dialog.getByText(`A ${second} event is usually worth ${worth(second)}.`).waitFor();
    // A number the officer typed stays when the category changes.
    await points.fill("35");
    await dialog.getByLabel("Category").selectOption(first);
    expect(await points.inputValue()).toBe("35");
    // A number that is the category's usual one follows the next category.
    await points.fill(String(worth(first)));
    await dialog.getByLabel("Category").selectOption(third);
    expect(await points.inputValue()).toBe(String(worth(third)));

    // A new event lasts an hour until told otherwise; moving the start moves the end, keeping the length.
    await starts.fill(chapterTimeField(24, "18:00"));
    expect(await ends.inputValue()).toBe(chapterTimeField(24, "19:00"));
    await ends.fill(chapterTimeField(24, "20:30"));
    await starts.fill(chapterTimeField(25, "17:30"));
    expect(await ends.inputValue()).toBe(chapterTimeField(25, "20:00"));

    // A link pasted without its scheme is completed where the officer sees it.
    const link = dialog.getByLabel("Map or meeting link (optional)");
    await link.fill("maps.example/keller-hall");
    await link.press("Tab");
    expect(await link.inputValue()).toBe("https://maps.example/keller-hall");

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Place", { exact: true }).fill("Keller Hall 3-180");
    await dialog.getByRole("button", { name: "Create event" }).click();
    await toast(page, `Created ${title}.`).waitFor();
    expect(await managedEvent(title)).toMatchObject({
      category: third,
      points: worth(third),
      startsAt: chapterTime(25, "17:30"),
      endsAt: chapterTime(25, "20:00"),
      locationUrl: "https://maps.example/keller-hall",
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("members see what an event is worth on its card and its page; an event worth nothing says nothing", async () => {
    const worth = await createEvent({ title: `Résumé Clinic ${unique()}`, category: EVENT_CATEGORIES[1] ?? EVENT_CATEGORIES[0], points: 25, days: 6 });
    const nothing = await createEvent({ title: `Board Games ${unique()}`, points: 0, days: 6 });
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/events");
    const card = page.getByRole("article", { name: worth.title });
    await card.getByText("Worth 25 points").waitFor();
    await page.getByRole("article", { name: nothing.title }).waitFor();
    expect(
      await page
        .getByRole("article", { name: nothing.title })
        .getByText(/^Worth \d+ points?$/)
        .count(),
    ).toBe(0);
    const badge = (await card.getByText("Worth 25 points").boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual(PHONE.width);
    await gotoHydrated(page, `/events/${worth.slug}`);
    await main(page).getByText("Worth 25 points").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("editing an event", () => {
  it("editing keeps the event's own points, and an empty points field keeps them", async () => {
    const event = await createEvent({ title: `Own Points ${unique()}`, category: EVENT_CATEGORIES.at(-1), points: 3, days: 26 });
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await page.waitForURL("**/profile/admin/events");
    const item = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: event.title, exact: true }) });
    await item.getByRole("button", { name: `Edit: ${event.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${event.title}` });
    expect(await dialog.getByLabel("Points", { exact: true }).inputValue()).toBe("3");
    // The event form (the same as the new-event form, tried on a phone above) fits a desktop, its fields shown.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    for (const label of ["Category", "Starts", "Ends", "Map or meeting link (optional)"]) expect(await dialog.getByLabel(label).isVisible(), label).toBe(true);
    await dialog.getByLabel("Points", { exact: true }).fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, `Saved ${event.title}.`).waitFor();
    expect((await managedEvent(event.title))?.points).toBe(3);
    await context.close();
  });
});

describe("axe with the points shown, light and dark mode", () => {
  it("the events page and an event's page with a points badge", async () => {
    const event = await createEvent({ title: `Axe Points ${unique()}`, points: 15, days: 7 });
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/events");
    await page.getByRole("article", { name: event.title }).getByText("Worth 15 points").waitFor();
    // The badge stays on the screen at this width too (the phone's is the test above).
    const badge = (await page.getByRole("article", { name: event.title }).getByText("Worth 15 points").boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page).getByText("Worth 15 points").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});
