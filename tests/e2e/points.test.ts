import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayAt } from "../../src/shared/time/days";
import { site } from "../../src/site.config";
import { adminCookie, createMember, logIn, officerCookie, SEEDED_ADMIN, SEEDED_OFFICER, sessionCookie, type TestMember } from "./accounts";
import { api, unique } from "./api";
import { seriousViolations, seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * Points in the SPA (with the admin's signed change and the public page's
 * standing): the leaderboard, the points history, the dashboard, the terms
 * admin, the signed change in the members admin, leaving the leaderboard.
 * The preview is seeded with a current term (scripts/seed/); members are
 * made through the API, so every test has its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adjust(userId: string, delta: number, reason: string) {
  const answer = await api("POST", "/api/points/adjustments", await adminCookie(), { userId, delta, reason });
  expect(answer.status, JSON.stringify(answer.error)).toBe(201);
}

/**
 * No serious axe violation at 360 px in light and dark mode (switched in place) nor on a desktop, and
 * the page no wider than 360 px: one sign-in and load for all of it.
 */
async function checkPage(path: string, member: TestMember, ready: (page: Page) => Promise<unknown>) {
  const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
  await logIn(page, member.username, member.password, `/login?redirect=${encodeURIComponent(path)}`);
  await ready(page);
  expect(await seriousViolationsInBothThemes(page), `${path} at 360 px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 360 px`).toBeLessThanOrEqual(MOBILE.width);
  await page.setViewportSize(DESKTOP);
  expect(await seriousViolations(page), `${path} on a desktop`).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

/** Today at the chapter, "2026-11-23". */
const chapterToday = () => dayAt(Date.now(), site.timeZone);

describe("the leaderboard", () => {
  it("is under Events in the header; visitors see a prompt to log in and no call is made", async () => {
    const { page, context, errors } = await openPage(browser);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/leaderboard")) calls.push(request.url());
    });
    await gotoHydrated(page, "/");
    expect(await page.getByRole("banner").locator('a[href="/leaderboard"]').count()).toBeGreaterThan(0);
    await gotoHydrated(page, "/leaderboard");
    await main(page).getByRole("heading", { level: 1, name: "Leaderboard" }).waitFor();
    const logInLink = main(page).getByRole("link", { name: "Log In" });
    await logInLink.waitFor();
    expect(await logInLink.getAttribute("href")).toBe("/login?redirect=%2Fleaderboard");
    expect(await seriousViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("ranks ties together and shows the member's own row, highlighted, below the top", async () => {
    // Above everyone the seed made: two tied at the top, then 50 more (more than a board shows).
    const top = 900_000 + Math.floor(Math.random() * 90_000);
    const tied = await Promise.all([createMember("tie", { points: top }), createMember("tie", { points: top })]);
    for (let i = 0; i < 50; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => createMember("many", { points: 500_000 + i + j })));
    }
    const viewer = await createMember("viewer");
    await adjust(viewer.id, 1, "First meeting");

    const { page, context, errors } = await openPage(browser);
    await logIn(page, viewer.username, viewer.password, "/login?redirect=/leaderboard");
    await page.waitForURL("**/leaderboard");
    const table = main(page).getByRole("table");
    await table.waitFor();
    const rows = table.getByRole("row");
    const rowOf = (name: string) => rows.filter({ has: page.getByRole("link", { name, exact: true }) });
    const rankOf = async (name: string) => Number(await rowOf(name).getByRole("cell").first().textContent());
    const [first, second] = [await rankOf(tied[0]!.username), await rankOf(tied[1]!.username)];
    expect(first).toBe(second);
    // The row after the tie skips a rank (1, 1, 3 or, below other ties, n, n, n + 2).
    const texts = await rows.allTextContents();
    const after = texts.findIndex((text) => text.includes(tied[0]!.username) || text.includes(tied[1]!.username)) + 2;
    expect(Number(texts[after]!.match(/^\d+/)![0])).toBe(first + 2);

    const mine = rows.filter({ hasText: "You" });
    expect(await mine.count()).toBe(1);
    expect(await mine.getAttribute("aria-current")).toBe("true");
    const myRank = Number(await mine.getByRole("cell").first().textContent());
    expect(myRank).toBeGreaterThan(50);
    expect(await mine.getByRole("cell").last().textContent()).toBe("1");
    expect(await main(page).getByTestId("my-standing").textContent()).toMatch(new RegExp(`^You are ${myRank}(st|nd|rd|th) of [\\d,]+ with 1 point`));
    // The term selector: all time too, kept in the address.
    await main(page).getByLabel("Term").selectOption("all");
    await page.waitForURL((url) => url.searchParams.get("term") === "all");
    await main(page)
      .getByText(/\(All time\)\.$/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await checkPage("/leaderboard", viewer, (p) => main(p).getByRole("table").waitFor());
  }, 120_000);

  it("a member who leaves it is gone from others' boards and their public page, and still sees their own rank", async () => {
    const leaver = await createMember("leaver", { points: 990_000 + Math.floor(Math.random() * 9_000) });
    const other = await createMember("other");
    const otherCookie = await sessionCookie(other.username, other.password);
    const board = async () => (await api<{ userId: string }[]>("GET", "/api/leaderboard?term=current&limit=200", otherCookie)).data.map((row) => row.userId);
    expect(await board()).toContain(leaver.id);

    const { page, context, errors } = await openPage(browser);
    await logIn(page, leaver.username, leaver.password, "/login?redirect=/profile/settings");
    await page.waitForURL("**/profile/settings");
    const setting = main(page).getByLabel("Show me on the leaderboard");
    expect(await setting.isChecked()).toBe(true);
    await setting.uncheck();
    await toast(page, "You are no longer shown on the leaderboard.").waitFor();
    await expect.poll(board).not.toContain(leaver.id);
    const standing = await api<{ shown: boolean }>("GET", `/api/users/public/${leaver.username}/${leaver.id}/standing`, null);
    expect(standing.data).toMatchObject({ shown: false, events: [] });

    await gotoHydrated(page, "/leaderboard");
    const mine = main(page).getByRole("row").filter({ hasText: "You" });
    await mine.waitFor();
    expect(await mine.getByRole("link").textContent()).toBe(leaver.username);
    // After a reload the setting is still off.
    await gotoHydrated(page, "/profile/settings");
    await expect.poll(() => main(page).getByLabel("Show me on the leaderboard").isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("points in the profile and the members admin", () => {
  it("an admin adds and takes away points with a reason; an officer checks the member in; the member's history, dashboard and public page show it", async () => {
    const member = await createMember("ledger");

    // The admin's dialog: the current value, a signed change ("+4", "-2") and a required reason.
    const admin = await openPage(browser);
    await logIn(
      admin.page,
      SEEDED_ADMIN.username,
      SEEDED_ADMIN.password,
      `/login?redirect=${encodeURIComponent(`/profile/admin/members?q=${member.username}`)}`,
    );
    await admin.page.waitForURL("**/profile/admin/members**");
    const edit = async (change: string, reason: string) => {
      await main(admin.page)
        .getByRole("button", { name: `Edit ${member.username}` })
        .click();
      const dialog = admin.page.getByRole("dialog", { name: `Edit ${member.username}` });
      await dialog.getByLabel("Change points by").fill(change);
      await dialog.getByLabel("Reason").fill(reason);
      await dialog.getByRole("button", { name: "Save" }).click();
      return dialog;
    };
    let dialog = await edit("1.5", "Half a point");
    await dialog.getByText("Points must be a whole number.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    dialog = await edit("+4", "Helped at the booth");
    await dialog.waitFor({ state: "hidden" });
    const row = main(admin.page)
      .getByRole("listitem")
      .filter({ hasText: `@${member.username}` });
    await row.getByText("4", { exact: true }).waitFor();
    dialog = await edit("-2", "Counted twice");
    await dialog.waitFor({ state: "hidden" });
    await row.getByText("2", { exact: true }).waitFor();
    // Taking away more than the member has is refused at the field.
    dialog = await edit("-5", "Too much");
    await dialog.getByText("At most 2 can be taken away.").waitFor();
    expect(await dialog.getByLabel("Change points by").getAttribute("aria-invalid")).toBe("true");
    expect(admin.errors.filter((e) => !e.includes("409"))).toEqual([]);
    await admin.context.close();

    // An officer's manual check-in, through the API, at an event starting in a few minutes.
    const start = Date.now() + 5 * 60_000;
    const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
    const event = await createEvent({ startsAt: iso(start), endsAt: iso(start + 3_600_000), points: 7 });
    const checkIn = await api("POST", `/api/events/${event.id}/attendance`, await officerCookie(), { user: member.username });
    expect(checkIn.status, JSON.stringify(checkIn.error)).toBe(201);

    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password, "/login?redirect=/profile/points");
    await page.waitForURL("**/profile/points");
    const ledger = main(page).getByTestId("ledger");
    await ledger.waitFor();
    const entries = await ledger.getByRole("listitem").allTextContents();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain("+7");
    expect(entries[0]).toContain(event.title);
    expect(entries[1]).toMatch(/−2.*Counted twice.*by @admin/);
    expect(entries[2]).toMatch(/\+4.*Helped at the booth/);
    expect(await ledger.getByRole("link", { name: event.title }).getAttribute("href")).toBe(`/events/${event.slug}`);
    expect(await main(page).getByTestId("all-time-points").textContent()).toBe("9");
    expect(await main(page).getByTestId("term-points").textContent()).toBe("9");

    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/profile/dashboard");
    const figure = (term: string) => main(page).locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => figure("Points all time").textContent()).toBe("9");
    expect(await figure("Rank this term").textContent()).toMatch(/^\d+(st|nd|rd|th) of [\d,]+$/);
    await main(page).getByRole("region", { name: "Events you attended" }).getByRole("link", { name: event.title }).waitFor();
    await main(page).getByRole("region", { name: "Your next events" }).getByRole("link", { name: event.title }).waitFor();

    await gotoHydrated(page, `/users/${member.username}/${member.id}`);
    await main(page).getByText("Events attended: 1").waitFor();
    await main(page).getByRole("link", { name: event.title }).waitFor();
    expect(await main(page).getByTestId("member-rank").textContent()).toMatch(/^Ranked \d+(st|nd|rd|th) of [\d,]+ with 9 points\.$/);
    expect(errors).toEqual([]);
    await context.close();

    await checkPage("/profile/points", member, (p) => main(p).getByTestId("ledger").waitFor());
    await checkPage("/profile/dashboard", member, (p) =>
      main(p)
        .getByText(/^\d+(st|nd|rd|th) of/)
        .waitFor(),
    );
  }, 120_000);
});

describe("terms, for officers", () => {
  it("refuses an overlapping term at its first day, and adds, renames and deletes one", async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/terms");
    await page.waitForURL("**/profile/admin/terms");
    const terms = main(page).getByTestId("terms");
    await terms.getByText("Current").waitFor();

    await main(page).getByRole("button", { name: "Add a term" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a term" });
    const name = `Test Term ${unique()}`;
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("First day").fill(chapterToday());
    await dialog.getByLabel("Last day").fill(chapterToday());
    await dialog.getByRole("button", { name: "Add term" }).click();
    const firstDay = dialog.getByLabel("First day");
    await dialog.getByText(/These dates overlap .+\. Terms cannot overlap/).waitFor();
    expect(await firstDay.getAttribute("aria-invalid")).toBe("true");
    expect(await firstDay.evaluate((el) => el === document.activeElement)).toBe(true);

    // A term of its own, far ahead (the tests share the preview's database).
    const year = new Date().getUTCFullYear() + 100 + Math.floor(Math.random() * 800);
    await firstDay.fill(`${year}-01-12`);
    await dialog.getByLabel("Last day").fill(`${year}-05-15`);
    await dialog.getByRole("button", { name: "Add term" }).click();
    await dialog.waitFor({ state: "hidden" });
    const item = terms.getByRole("listitem").filter({ hasText: name });
    await item.getByText(`Jan 12 – May 15, ${year}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByRole("button", { name: `Edit ${name}` }).click();
    const editing = page.getByRole("dialog", { name: `Edit ${name}` });
    expect(await editing.getByLabel("First day").inputValue()).toBe(`${year}-01-12`);
    expect(await editing.getByLabel("Last day").inputValue()).toBe(`${year}-05-15`);
    await editing.getByLabel("Name").fill(`${name} renamed`);
    await editing.getByRole("button", { name: "Save" }).click();
    await editing.waitFor({ state: "hidden" });
    const renamed = terms.getByRole("listitem").filter({ hasText: `${name} renamed` });
    await renamed.waitFor();

    await renamed.getByRole("button", { name: `Delete ${name} renamed` }).click();
    await page
      .getByRole("dialog", { name: `Delete ${name} renamed?` })
      .getByRole("button", { name: "Delete term" })
      .click();
    await renamed.waitFor({ state: "detached" });
    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
    await context.close();

    const officer = { username: SEEDED_OFFICER.username, password: SEEDED_OFFICER.password, email: "", id: "" };
    await checkPage("/profile/admin/terms", officer, (p) => main(p).getByTestId("terms").waitFor());
  }, 120_000);
});
