import type { Browser, Page } from "playwright-core";
import { decodeQR } from "qr/decode.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceLine, CheckinDisplay } from "../../src/shared/attendance";
import type { ChapterEventView } from "../../src/shared/events";
import { checkinPath } from "../../src/shared/event-links";
import { base32Decode, totpCode, totpStep, type HmacSha256 } from "../../src/shared/totp";
import { createMember, logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolations, seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { codeIn, waitForMail } from "./mailbox";
import { main } from "./screen";

/**
 * Check-in in the browser: the officer's display, the member's
 * /checkin page with a code (from the QR code's link, or typed), the
 * signed-out visitor who signs up on the spot and is checked in through a
 * claim, the display offline, and attendance on the officers' events page.
 * Every event is made through the API as the seeded officer, with a window
 * open now (times from Date.now()).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** An event whose check-in window is open now: started 10 minutes ago, ends in an hour. */
function openEvent(points = 5): Promise<ChapterEventView> {
  const now = Date.now();
  return createEvent({ title: `Check-in Night ${unique()}`, startsAt: iso(now - 10 * 60_000), endsAt: iso(now + 60 * 60_000), points });
}

/** What the display computes from, fetched as the officer. */
async function displayOf(eventId: string): Promise<CheckinDisplay> {
  const answer = await api<CheckinDisplay>("GET", `/api/events/${eventId}/checkin-display`, await officerCookie());
  expect(answer.status).toBe(200);
  return answer.data;
}

/** RFC 6238 in the test, from the shared module with Node's WebCrypto: the code of a time step. */
async function codeOf(secret: string, step: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new Uint8Array(base32Decode(secret)!), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const hmac: HmacSha256 = async (message) => new Uint8Array(await crypto.subtle.sign("HMAC", key, new Uint8Array(message)));
  return totpCode(hmac, step);
}

/** The codes the server accepts now (the current step and one either side). */
async function acceptedNow(secret: string): Promise<string[]> {
  const step = totpStep(Date.now());
  return Promise.all([step - 1, step, step + 1].map((s) => codeOf(secret, s)));
}

/** The six digits on the display (shown as "123 456"). */
async function displayedCode(page: Page): Promise<string> {
  const text = (await page.locator("#checkin-code").textContent()) ?? "";
  return text.replace(/\s/g, "");
}

/** Reads the display's QR code as a phone camera would: the SVG rendered to pixels and decoded. */
async function scanQr(page: Page): Promise<URL> {
  const svg = await main(page)
    .getByRole("img", { name: /QR code/ })
    .locator("svg")
    .evaluate((element) => element.outerHTML);
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400)
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new URL(decodeQR({ width: info.width, height: info.height, data: new Uint8Array(data) }));
}

/** The QR code's link and the digits beside it, read within one code's life (retried if the code turned over in between). */
async function scanDisplay(page: Page): Promise<{ url: URL; code: string }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = await displayedCode(page);
    const url = await scanQr(page);
    if (/^\d{6}$/.test(code) && url.searchParams.get("c") === code) return { url, code };
  }
  throw new Error("the QR code and the digits on the display did not agree");
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function attendance(eventId: string): Promise<{ lines: AttendanceLine[]; meta: Record<string, number> }> {
  const answer = await api<AttendanceLine[]>("GET", `/api/events/${eventId}/attendance`, await officerCookie());
  return { lines: answer.data, meta: answer.meta as Record<string, number> };
}

/** An officer's page on the event's display, reached from the officers' events page. */
async function officerDisplay(event: ChapterEventView, viewport = DESKTOP, colorScheme: "light" | "dark" = "light", controlledClock = false) {
  const tracked = await openPage(browser, { viewport, colorScheme });
  // Installed before any page script runs, so every timer of the display is on the controlled clock.
  if (controlledClock) await tracked.page.clock.install();
  await logIn(tracked.page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
  await tracked.page.waitForURL("**/profile/admin/events");
  await main(tracked.page)
    .getByRole("link", { name: `Check-in display: ${event.title}` })
    .click();
  await tracked.page.waitForURL(`**/profile/admin/events/${event.id}/check-in`);
  await expect.poll(() => displayedCode(tracked.page), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  return tracked;
}

describe("check-in: the display and members with a code", () => {
  it("an officer opens the display from the events page; one member checks in through the QR code's link, another by typing the digits; the count follows", async () => {
    const event = await openEvent(5);
    const { secret } = await displayOf(event.id);
    const officer = await officerDisplay(event, DESKTOP, "light", true);
    const display = officer.page;
    await main(display)
      .getByRole("heading", { level: 1, name: new RegExp(event.title) })
      .waitFor();
    expect(await acceptedNow(secret)).toContain(await displayedCode(display));
    await main(display)
      .getByText(/^New code in \d+ s$/)
      .waitFor();
    await main(display).getByRole("status").getByText("checked in").waitFor();
    expect(await main(display).getByRole("status").textContent()).toMatch(/^0 checked in/);

    // A member scans the QR code: its link opens /checkin with the event and the code; opening it records nothing.
    const { url, code } = await scanDisplay(display);
    expect(url.pathname).toBe("/checkin");
    expect(url.searchParams.get("e")).toBe(event.id);
    const scanner = await createMember("scan");
    const first = await openPage(browser, { viewport: MOBILE });
    await logIn(first.page, scanner.username, scanner.password);
    await gotoHydrated(first.page, `${url.pathname}${url.search}`);
    await main(first.page).getByRole("heading", { name: event.title }).waitFor();
    expect(await main(first.page).getByLabel("Check-in code").inputValue()).toBe(code);
    expect((await attendance(event.id)).meta.checkedIn).toBe(0);
    await main(first.page).getByRole("button", { name: "Check in" }).click();
    await main(first.page).getByRole("status").getByText(`You're checked in to ${event.title} — +5 points`).waitFor();
    expect(first.errors).toEqual([]);

    // Opening the link again says so, without a button to press.
    await gotoHydrated(first.page, `${url.pathname}${url.search}`);
    await main(first.page)
      .getByText(new RegExp(`You checked in to ${event.title} at`))
      .waitFor();
    expect(await main(first.page).getByRole("button", { name: "Check in" }).count()).toBe(0);
    await first.context.close();

    // Another types the digits from the screen, after a wrong try that is explained at the field.
    const typist = await createMember("type");
    const second = await openPage(browser, { viewport: MOBILE });
    await logIn(second.page, typist.username, typist.password);
    await gotoHydrated(second.page, checkinPath(event.id));
    const field = main(second.page).getByLabel("Check-in code");
    const current = await displayedCode(display);
    const accepted = await acceptedNow(secret);
    const wrong = ["000000", "111111", "222222", "999999"].find((candidate) => !accepted.includes(candidate))!;
    await field.fill(wrong);
    await main(second.page).getByRole("button", { name: "Check in" }).click();
    await main(second.page)
      .getByText(/That code is not the one on the screen now/)
      .waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await field.fill(`${current.slice(0, 3)} ${current.slice(3)}`);
    await main(second.page).getByRole("button", { name: "Check in" }).click();
    await main(second.page).getByRole("status").getByText(`You're checked in to ${event.title} — +5 points`).waitFor();
    // The card leads to the member's points, where the check-in is the newest entry.
    await main(second.page).getByRole("link", { name: "Your points" }).click();
    await second.page.waitForURL((url) => url.pathname === "/profile/points");
    await main(second.page).getByRole("link", { name: event.title }).first().waitFor();
    // The wrong try's 400 is the browser's only complaint.
    expect(second.errors.filter((error) => !/status of 400 .*\/checkin$/.test(error))).toEqual([]);
    await second.context.close();

    const { lines, meta } = await attendance(event.id);
    expect(meta.checkedIn).toBe(2);
    expect(
      lines
        .filter((line) => line.method === "code")
        .map((line) => line.username)
        .sort(),
    ).toEqual([scanner.username, typist.username].sort());

    // The display asks for the count every 15 s while visible: on its clock, the next ask comes now.
    await display.clock.runFor(15_000);
    await expect.poll(async () => main(display).getByRole("status").textContent(), { timeout: 10_000 }).toMatch(/^2 checked in/);
    expect(officer.errors).toEqual([]);
    await officer.context.close();
  }, 90_000);

  it("keeps producing valid codes with the network gone, and says the count is stale", async () => {
    const event = await openEvent(3);
    const { secret } = await displayOf(event.id);
    const officer = await officerDisplay(event, MOBILE, "dark", true);
    const { page, context } = officer;
    await context.setOffline(true);
    // Through at least two changes of code (30 s each, run on the page's controlled clock); each one valid by the server's rule.
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const shown = await displayedCode(page);
      const pageNow = await page.evaluate(() => Date.now());
      const step = totpStep(pageNow);
      expect([await codeOf(secret, step - 1), await codeOf(secret, step), await codeOf(secret, step + 1)]).toContain(shown);
      seen.add(shown);
      await page.clock.runFor(30_000);
      await expect.poll(() => displayedCode(page)).not.toBe(shown);
    }
    expect(seen.size).toBe(3);
    // The count's poll (15 s) has failed by now: the display says so and keeps the codes.
    await main(page)
      .getByText(/offline — count from .*; codes still work/)
      .waitFor();
    const pageStep = totpStep(await page.evaluate(() => Date.now()));
    expect(await Promise.all([pageStep - 1, pageStep, pageStep + 1].map((step) => codeOf(secret, step)))).toContain(await displayedCode(page));
    await context.setOffline(false);
    expect(officer.errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  }, 90_000);
});

describe("check-in: a signed-out visitor", () => {
  it("scans, signs up at the door with name, e-mail and one password, verifies minutes later and lands checked in (390 px, axe in both themes)", async () => {
    const event = await openEvent(7);
    const { secret } = await displayOf(event.id);
    // The code dies within a minute; that the claim still checks in after it has (on the server's
    // clock) is the Worker's check-in test. Here the phone's clock runs on while the newcomer signs up.
    const scanned = (await acceptedNow(secret))[1]!;

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await page.clock.install();
    await gotoHydrated(page, checkinPath(event.id, scanned));
    await main(page)
      .getByText(/log in or create an account next/)
      .waitFor();
    await main(page).getByRole("button", { name: "Check in" }).click();
    await main(page).getByText(`Almost there: log in or sign up to finish checking in to ${event.title}.`).waitFor();
    expect((await attendance(event.id)).meta.checkedIn).toBe(0);

    // The short sign-up is right on the check-in page: name, e-mail, one password, and what it holds.
    const form = main(page).getByRole("form", { name: "New here? Create your account" });
    await form.getByText(`You'll be checked in to ${event.title} when you finish.`).waitFor();
    expect(await form.locator("label").allTextContents()).toEqual(["First name", "Last name", "E-mail", "Password"]);
    expect(await form.locator("input[type=password]").count()).toBe(1);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const email = `walkin-${unique()}@example.edu`;
    const since = Date.now();
    await form.getByRole("button", { name: "Create account" }).click();
    // Nothing typed: each field says so, and axe still finds nothing in either theme.
    await form.getByText("Password is required.").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await form.getByLabel("First name").fill("Walk");
    await form.getByLabel("Last name").fill("In");
    await form.getByLabel("E-mail").fill(email);
    const password = form.getByLabel("Password", { exact: true });
    await password.fill("first year secret");
    // One password, shown on demand instead of typed twice.
    const show = form.getByRole("button", { name: "Show password" });
    await show.click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await show.getAttribute("aria-pressed")).toBe("true");
    await show.click();
    expect(await password.getAttribute("type")).toBe("password");
    expect(await show.getAttribute("aria-pressed")).toBe("false");
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/verify-email");
    const mailed = codeIn(await waitForMail(email, since, /Your code/));

    // The newcomer reads their mail: two minutes on the phone, the scanned code long gone from the screen.
    await page.clock.fastForward("02:00");

    await main(page).getByLabel("6-digit code").fill(mailed);
    await page.waitForURL((url) => url.pathname === "/checkin" && !url.searchParams.has("finish"));
    await main(page).getByRole("status").getByText(`You're checked in to ${event.title} — +7 points`).waitFor();
    const { lines } = await attendance(event.id);
    // The walk-in shows by name in the attendance, under a username made from it.
    expect(lines.find((line) => line.firstName === "Walk" && line.lastName === "In" && line.method === "claim")).toMatchObject({
      walkIn: true,
      username: expect.stringMatching(/^walk\.in/),
    });
    // The claim is used up: nothing of it is left in the browser.
    expect(await page.evaluate(() => localStorage.getItem("checkin-claims"))).toBeNull();

    // The rest of the profile waits: the overview asks for it.
    await gotoHydrated(page, "/profile");
    await main(page).getByRole("link", { name: "Finish your profile" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("a member who logs in instead comes back checked in too", async () => {
    const event = await openEvent(2);
    const { secret } = await displayOf(event.id);
    const member = await createMember("later");
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, checkinPath(event.id, (await acceptedNow(secret))[1]));
    await main(page).getByRole("button", { name: "Check in" }).click();
    await main(page).getByRole("link", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.waitForSelector("html[data-hydrated]");
    await main(page).getByLabel("Username or e-mail").fill(member.username);
    await main(page).getByLabel("Password", { exact: true }).fill(member.password);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await main(page).getByRole("status").getByText(`You're checked in to ${event.title} — +2 points`).waitFor();
    expect(page.url()).not.toContain("finish=");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("check-in: attendance on the officers' events page", () => {
  it("lists RSVPs against check-ins, checks a member in by e-mail, removes an attendance after a confirmation, offers the CSV", async () => {
    const event = await openEvent(4);
    const member = await createMember("manual");
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await page.waitForURL("**/profile/admin/events");
    await main(page)
      .getByRole("button", { name: `Attendance: ${event.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Attendance: ${event.title}` });
    await dialog.getByText("Nobody has checked in yet.").waitFor();

    const field = dialog.getByLabel("Check a member in");
    await field.fill(`nobody-${unique()}@example.edu`);
    await dialog.getByRole("button", { name: "Check in" }).click();
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");

    await field.fill(member.email);
    await dialog.getByRole("button", { name: "Check in" }).click();
    await dialog.getByText(`${member.email} is checked in: +4 points.`).waitFor();
    const checkedIn = dialog.getByRole("region", { name: "Checked in" });
    await checkedIn.getByText(`@${member.username}`).waitFor();
    expect(await dialog.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(`/api/events/${event.id}/attendance?format=csv`);
    expect(await seriousViolations(page)).toEqual([]);

    await checkedIn.getByRole("button", { name: /^Remove attendance:/ }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this attendance?" });
    await confirm.getByRole("button", { name: "Remove attendance" }).click();
    await dialog.getByText(/attendance is removed; 4 points taken back\./).waitFor();
    await dialog.getByText("Nobody has checked in yet.").waitFor();
    const { meta } = await attendance(event.id);
    expect(meta.checkedIn).toBe(0);
    // The unknown address's 404 is the browser's only complaint.
    expect(errors.filter((error) => !/status of 404 .*\/attendance$/.test(error))).toEqual([]);
    await context.close();
  });
});

describe("check-in pages: axe in both themes, 360 px and desktop", () => {
  it("the display and the member's page are axe-clean and fit the screen", async () => {
    const event = await openEvent(1);
    const officer = await officerDisplay(event, MOBILE);
    const visitor = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(visitor.page, checkinPath(event.id, "123456"));
    await main(visitor.page).getByRole("button", { name: "Check in" }).waitFor();
    // axe once per page and theme (switched in place); both widths for the layout.
    expect(await seriousViolationsInBothThemes(officer.page), "display").toEqual([]);
    expect(await seriousViolationsInBothThemes(visitor.page), "check-in page").toEqual([]);
    for (const viewport of [MOBILE, DESKTOP]) {
      const where = `${viewport.width} px`;
      await officer.page.setViewportSize(viewport);
      expect(await fitsWidth(officer.page), `display fits, ${where}`).toBe(true);
      // The digits are large: at least a tenth of the screen's shorter side.
      const height = await officer.page.locator("#checkin-code").evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeGreaterThan(Math.min(viewport.width, viewport.height) / 10);

      await visitor.page.setViewportSize(viewport);
      expect(await fitsWidth(visitor.page), `check-in page fits, ${where}`).toBe(true);
    }
    expect(officer.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await officer.context.close();
    await visitor.context.close();
  });
});
