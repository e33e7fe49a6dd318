import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { createMember, logIn, type TestMember } from "./accounts";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * A recruiter's account (the `sponsor` role alone) is not a member: its
 * profile area is the sponsor's home and its account settings, with no
 * points dashboard, no public member page, no leaderboard and no
 * members-only links (the chapter's chat server). On a 390 px phone; on a
 * desktop, that its tabs and settings show and fit.
 */

let browser: Browser;
let recruiter: TestMember;
beforeAll(async () => {
  browser = await launchBrowser();
  recruiter = await createMember("recruiter", { firstName: "Dana", lastName: "Recruiter", roles: "sponsor" });
});
afterAll(async () => {
  await browser?.close();
});

describe("a sponsor-only account", () => {
  it("on a 390 px phone: the profile's tabs are the sponsor's home and the account settings", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, recruiter.username, recruiter.password, "/login?redirect=%2Fprofile");
    await main(page).getByRole("link", { name: "Open the résumé book" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Profile" });
    await tabs.getByRole("link", { name: "Security" }).waitFor();
    const labels = (await tabs.getByRole("link").allTextContents()).map((text) => text.trim());
    expect(labels).toEqual(["Overview", "Info", "Résumé book", "Security", "Settings"]);
    // No points and no public page on the overview.
    expect(await main(page).getByText("Points", { exact: true }).count()).toBe(0);
    expect(await main(page).getByRole("link", { name: "See your public page" }).count()).toBe(0);
    await gotoHydrated(page, "/profile/settings");
    await main(page).getByRole("heading", { name: "Display mode" }).waitFor();
    expect(await main(page).getByRole("heading", { name: "Leaderboard" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Which tabs and sections a sponsor has is the same on any screen (the test above); on a desktop
  // the tabs lie in rows instead of one scrolling line, so the settings page is opened there once.
  it("on a desktop: the same tabs are shown and the settings page fits", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await logIn(page, recruiter.username, recruiter.password, "/login?redirect=%2Fprofile%2Fsettings");
    await main(page).getByRole("heading", { name: "Display mode" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Profile" });
    for (const name of ["Overview", "Info", "Résumé book", "Security", "Settings"]) await tabs.getByRole("link", { name, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is told where its home is on the members' pages of the profile, reached by their address", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, recruiter.username, recruiter.password, "/login?redirect=%2Fprofile%2Fdashboard");
    for (const path of ["/profile/dashboard", "/profile/points", "/profile/events"]) {
      if (new URL(page.url()).pathname !== path) await gotoHydrated(page, path);
      const notice = main(page).getByTestId("sponsor-account-notice");
      await notice.waitFor();
      expect(await notice.getByRole("link", { name: "résumé book" }).getAttribute("href")).toBe("/sponsor");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no members' hub links (the chat server) and no public page of its own", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, recruiter.username, recruiter.password, "/login?redirect=%2Fauthed");
    await main(page).getByRole("heading", { level: 1, name: "Your account" }).waitFor();
    expect(await main(page).getByRole("link", { name: "Résumé book" }).getAttribute("href")).toBe("/sponsor");
    expect(await main(page).locator(`a[href="${site.social.chat.href}"]`).count()).toBe(0);
    expect(await main(page).getByRole("link", { name: "Dashboard" }).count()).toBe(0);

    await gotoHydrated(page, "/userpage");
    await main(page).getByText("Sponsors' accounts have no public member page.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/userpage");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sees no leaderboard (and asks for none), and its member page address is not found", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const leaderboardCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/leaderboard")) leaderboardCalls.push(request.url());
    });
    await logIn(page, recruiter.username, recruiter.password, "/login?redirect=%2Fleaderboard");
    await main(page).getByTestId("sponsor-account-notice").waitFor();
    expect(leaderboardCalls).toEqual([]);

    const publicPage = await page.goto(`/users/${recruiter.username}/${recruiter.id}`);
    expect(publicPage?.status()).toBe(404);
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });
});
