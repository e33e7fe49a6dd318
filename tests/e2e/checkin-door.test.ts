import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckinDisplay } from "../../src/shared/attendance";
import type { ChapterEventView } from "../../src/shared/events";
import { checkinPath } from "../../src/shared/event-links";
import { base32Decode, totpCode, totpStep, type HmacSha256 } from "../../src/shared/totp";
import { createMember, logIn, memberWithSession, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { resetPathIn, waitForMail } from "./mailbox";
import { main, toast } from "./screen";

/**
 * Check-in at the door, in the browser: the offer on the event's page and
 * cards while the window is open, /checkin in the menu and the search, a
 * walk-in at a full event who is not on the waitlist, new codes from the
 * display, and a held check-in that survives "Forgot your password?".
 * Events are made through the API as the seeded officer, times from Date.now().
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
const MINUTE = 60_000;

/** An event whose check-in window is open now; it started long ago so that it leads the lists of upcoming events. */
function openEvent(fields: Partial<Parameters<typeof createEvent>[0]> = {}): Promise<ChapterEventView> {
  const now = Date.now();
  return createEvent({ title: `Door Night ${unique()}`, startsAt: iso(now - 3 * 60 * MINUTE), endsAt: iso(now + 20 * MINUTE), points: 6, ...fields });
}

async function displayOf(eventId: string): Promise<CheckinDisplay> {
  const answer = await api<CheckinDisplay>("GET", `/api/events/${eventId}/checkin-display`, await officerCookie());
  expect(answer.status).toBe(200);
  return answer.data;
}

/** The code the server takes now, computed in the test from the display's secret. */
async function codeNow(secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new Uint8Array(base32Decode(secret)!), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const hmac: HmacSha256 = async (message) => new Uint8Array(await crypto.subtle.sign("HMAC", key, new Uint8Array(message)));
  return totpCode(hmac, totpStep(Date.now()));
}

const checkInWithCode = async (eventId: string, cookie: string) =>
  api("POST", `/api/events/${eventId}/checkin`, cookie, { code: await codeNow((await displayOf(eventId)).secret) });

/** The seeded officer's attendance dialog for `event`, opened from the officers' events page. */
async function attendanceDialog(page: Page, event: ChapterEventView) {
  await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
  await page.waitForURL("**/profile/admin/events");
  await main(page)
    .getByRole("button", { name: `Attendance: ${event.title}` })
    .click();
  return page.getByRole("dialog", { name: `Attendance: ${event.title}` });
}

/** The seeded officer's check-in display for `event`, once it shows a code. */
async function openDisplay(page: Page, event: ChapterEventView) {
  await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, `/login?redirect=/profile/admin/events/${event.id}/check-in`);
  await page.waitForURL(`**/profile/admin/events/${event.id}/check-in`);
  await page
    .locator("#checkin-code")
    .filter({ hasText: /\d{3} \d{3}/ })
    .waitFor();
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("check-in is where people look for it", () => {
  it(`a visitor finds "Check in" on the event's page, its card on /events and the home page while the window is open (390 px)`, async () => {
    const event = await openEvent();
    const later = await createEvent({ title: `Later Night ${unique()}` });
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });

    await gotoHydrated(page, `/events/${event.slug}`);
    const onPage = main(page).getByRole("link", { name: `Check in: ${event.title}` });
    await onPage.waitFor();
    expect(await onPage.getAttribute("href")).toBe(checkinPath(event.id));
    expect(await fitsWidth(page)).toBe(true);

    await gotoHydrated(page, "/events");
    const card = main(page).locator(`article[id="${event.slug}"]`);
    await card.getByRole("link", { name: `Check in: ${event.title}` }).waitFor();
    // Only while the window is open: the event in ten days offers none.
    await main(page).locator(`article[id="${later.slug}"]`).waitFor();
    expect(
      await main(page)
        .locator(`article[id="${later.slug}"]`)
        .getByRole("link", { name: /^Check in/ })
        .count(),
    ).toBe(0);

    await gotoHydrated(page, "/");
    await main(page)
      .getByRole("link", { name: `Check in: ${event.title}` })
      .click();
    await page.waitForURL((url) => url.pathname === "/checkin" && url.searchParams.get("e") === event.id);
    await main(page).getByText(event.title).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("the offer appears by itself when the window opens while the page is open (on the page's clock)", async () => {
    const now = Date.now();
    // The window opens 15 minutes before the start: in 5 minutes (the page offers it a minute early).
    const event = await createEvent({ title: `Soon Night ${unique()}`, startsAt: iso(now + 20 * MINUTE), endsAt: iso(now + 80 * MINUTE), points: 4 });
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await page.clock.install();
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page).getByRole("heading", { name: event.title }).waitFor();
    const offer = main(page).getByRole("link", { name: `Check in: ${event.title}` });
    expect(await offer.count()).toBe(0);
    await page.clock.fastForward("03:00");
    expect(await offer.count()).toBe(0);
    await page.clock.fastForward("02:00");
    await offer.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it(`a member who checked in reads "You're checked in" with the points on the event's page and cards (390 px)`, async () => {
    // Started long before any other test's event, so the home page (which shows the next few) lists it first
    // while other files make events in parallel.
    const event = await openEvent({ points: 9, startsAt: iso(Date.now() - 10 * 24 * 60 * MINUTE) });
    const member = await createMember("door");
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password);
    // Checked in from the page's own link.
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page)
      .getByRole("link", { name: `Check in: ${event.title}` })
      .click();
    await page.waitForURL((url) => url.pathname === "/checkin");
    await main(page)
      .getByLabel("Check-in code")
      .fill(await codeNow((await displayOf(event.id)).secret));
    await main(page).getByRole("button", { name: "Check in", exact: true }).click();
    await main(page).getByRole("status").getByText(`You're checked in to ${event.title} — +9 points`).waitFor();

    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page).getByText("You're checked in · +9 points").waitFor();
    expect(
      await main(page)
        .getByRole("link", { name: `Check in: ${event.title}` })
        .count(),
    ).toBe(0);
    await gotoHydrated(page, "/events");
    await main(page).locator(`article[id="${event.slug}"]`).getByText("You're checked in · +9 points").waitFor();
    await gotoHydrated(page, "/");
    await main(page).getByText("You're checked in · +9 points").first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  // The two flows above run on a phone, where members check in. On a desktop the same offer sits in
  // other layouts (the home page's events in three narrow columns, the cards in two): both of its
  // looks, made through the API, must show there and each page must fit.
  it("on a desktop, the offer and the checked-in line show on the home page, the cards and the event's page, which fit the screen", async () => {
    // Started long before any other test's event, so the home page (which shows the next three) lists both first.
    const checkedIn = await openEvent({ points: 9, startsAt: iso(Date.now() - 10 * 24 * 60 * MINUTE) });
    const open = await openEvent({ startsAt: iso(Date.now() - 10 * 24 * 60 * MINUTE + MINUTE) });
    const member = await memberWithSession("door-desk");
    expect((await checkInWithCode(checkedIn.id, member.cookie)).status).toBe(201);
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await logIn(page, member.username, member.password, "/login?redirect=/");
    const line = main(page).getByText("You're checked in · +9 points");
    const offer = main(page).getByRole("link", { name: `Check in: ${open.title}` });
    await line.first().waitFor();
    await offer.waitFor();
    expect(await fitsWidth(page)).toBe(true);

    await gotoHydrated(page, "/events");
    await main(page).locator(`article[id="${checkedIn.slug}"]`).getByText("You're checked in · +9 points").waitFor();
    await main(page)
      .locator(`article[id="${open.slug}"]`)
      .getByRole("link", { name: `Check in: ${open.title}` })
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);

    await gotoHydrated(page, `/events/${open.slug}`);
    await offer.waitFor();
    expect(await offer.getAttribute("href")).toBe(checkinPath(open.id));
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("/checkin is in the menu on a phone and on a desktop, and the site search finds it for “check in”", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/about");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await panel.getByRole("button", { name: "Events pages" }).click();
    await panel.getByRole("link", { name: "Check in" }).click();
    await page.waitForURL((url) => url.pathname === "/checkin");

    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Opened by keyboard, as the navigation test does (a click right after the resize can land on the hover-opened menu and close it).
    await nav.getByRole("button", { name: "Events pages" }).focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Check in" }).waitFor();

    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("check in");
    const list = page.getByRole("listbox", { name: "Search results" }).first();
    await list.waitFor({ state: "visible" });
    expect(await list.getByRole("option").first().textContent()).toContain("Check In");
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/checkin");
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("walk-ins at a full event", () => {
  it(`are attendees: the card says "Full" with only those still waiting, and the officers see walk-ins as walk-ins (390 px)`, async () => {
    const event = await openEvent({
      capacity: 1,
      title: `Full Night ${unique()}`,
      startsAt: iso(Date.now() + 10 * MINUTE),
      endsAt: iso(Date.now() + 70 * MINUTE),
    });
    const [going, waiting, stillWaiting, walkIn] = await Promise.all([
      memberWithSession("going"),
      memberWithSession("waiting"),
      memberWithSession("still"),
      memberWithSession("walkin"),
    ]);
    for (const who of [going, waiting, stillWaiting]) expect((await api("PUT", `/api/events/${event.id}/rsvp`, who.cookie)).status).toBe(200);
    for (const who of [waiting, walkIn]) expect((await checkInWithCode(event.id, who.cookie)).status).toBe(201);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/events");
    await main(page).locator(`article[id="${event.slug}"]`).getByText("Full · 1 on the waitlist").waitFor();

    const dialog = await attendanceDialog(page, event);
    const checkedIn = dialog.getByRole("region", { name: "Checked in" });
    await checkedIn.getByText(`@${walkIn.username}`).waitFor();
    expect(await checkedIn.getByRole("listitem").filter({ hasText: walkIn.username }).textContent()).toMatch(/walk-in/);
    expect(await checkedIn.getByRole("listitem").filter({ hasText: waiting.username }).textContent()).not.toMatch(/walk-in/);
    const notYet = dialog.getByRole("region", { name: "RSVPed, not checked in" });
    expect(await notYet.getByRole("listitem").filter({ hasText: stillWaiting.username }).textContent()).toMatch(/Waitlist/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  // The flow above runs on a phone, as officers at the door are. On a desktop the officers' events
  // page is laid out otherwise: the attendance dialog, with a walk-in made through the API, must open
  // from it, fit the screen and mark the walk-in.
  it("on a desktop, the attendance dialog fits the screen and marks a walk-in", async () => {
    const event = await openEvent({ title: `Walk-in Night ${unique()}` });
    const walkIn = await memberWithSession("walkin");
    expect((await checkInWithCode(event.id, walkIn.cookie)).status).toBe(201);
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const dialog = await attendanceDialog(page, event);
    const checkedIn = dialog.getByRole("region", { name: "Checked in" });
    await checkedIn.getByText(`@${walkIn.username}`).waitFor();
    expect(await checkedIn.getByRole("listitem").filter({ hasText: walkIn.username }).textContent()).toMatch(/walk-in/);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("new codes from the display", () => {
  // The display is shown from a laptop or on a projector: the whole flow runs on a desktop.
  it("an officer starts new codes after a confirmation: the display shows the new ones, the old code stops working (desktop)", async () => {
    const event = await openEvent();
    const before = await displayOf(event.id);
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await openDisplay(page, event);

    await main(page).getByRole("button", { name: "New codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Start new check-in codes?" });
    // Cancel first: nothing changes.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await displayOf(event.id)).secret).toBe(before.secret);
    await main(page).getByRole("button", { name: "New codes" }).click();
    await dialog.getByRole("button", { name: "Start new codes" }).click();
    await toast(page, "New codes started").waitFor();
    const after = await displayOf(event.id);
    expect(after.secret).not.toBe(before.secret);
    await expect.poll(async () => ((await page.locator("#checkin-code").textContent()) ?? "").replace(/\s/g, "")).toBe(await codeNow(after.secret));

    const member = await memberWithSession("leak");
    const oldCode = await codeNow(before.secret);
    if (oldCode !== (await codeNow(after.secret))) {
      expect((await api("POST", `/api/events/${event.id}/checkin`, member.cookie, { code: oldCode })).error?.errCode).toBe("INVALID_CHECKIN_CODE");
    }
    expect((await api("POST", `/api/events/${event.id}/checkin`, member.cookie, { code: await codeNow(after.secret) })).status).toBe(201);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  // An officer at the door may open the display on a phone: there the button must be reachable and
  // its question must fit the narrow screen (what each answer does is the test above).
  it("on a phone, the display's New codes button opens a question that fits the screen", async () => {
    const event = await openEvent();
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await openDisplay(page, event);
    expect(await fitsWidth(page)).toBe(true);
    await main(page).getByRole("button", { name: "New codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Start new check-in codes?" });
    await dialog.getByRole("button", { name: "Start new codes" }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("a held check-in through “Forgot your password?”", () => {
  it("a visitor with a claim who resets their password lands back on /checkin, checked in (390 px)", async () => {
    const event = await openEvent({ points: 3 });
    const member = await createMember("forgetful");
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, checkinPath(event.id, await codeNow((await displayOf(event.id)).secret)));
    await main(page).getByRole("button", { name: "Check in", exact: true }).click();
    await main(page).getByRole("link", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.waitForSelector("html[data-hydrated]");
    await main(page).getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await page.waitForSelector("html[data-hydrated]");
    const since = Date.now();
    await main(page).getByLabel("E-mail").fill(member.email);
    await main(page).getByRole("button", { name: "Send me a link" }).click();
    await main(page).getByText("Check your inbox").first().waitFor();

    await gotoHydrated(page, resetPathIn(await waitForMail(member.email, since, /Reset your password/)));
    await main(page).getByLabel("New password", { exact: true }).fill("a brand new door password");
    await main(page).getByLabel("Confirm new password").fill("a brand new door password");
    await main(page).getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/checkin");
    await main(page).getByRole("status").getByText(`You're checked in to ${event.title} — +3 points`).waitFor();
    expect(page.url()).not.toContain("finish=");
    expect(await page.evaluate(() => localStorage.getItem("return-after-reset"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
