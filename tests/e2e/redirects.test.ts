import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, type TestMember } from "./accounts";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { main } from "./screen";

let browser: Browser;
let member: TestMember;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember("redirect");
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

describe("members-only pages and ?redirect=", () => {
  it("a visitor is sent to log in and brought back to the page asked for", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto("/profile/info?from=mail");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/profile/info?from=mail");
    await main(page).getByLabel("Username or e-mail").fill(member.username);
    await main(page).getByLabel("Password").fill(member.password);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/profile/info?from=mail");
    await main(page).getByLabel("First name").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/userpage opens the member's own public page (after logging in if need be)", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/userpage");
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/userpage");
    await main(page).getByLabel("Username or e-mail").fill(member.email);
    await main(page).getByLabel("Password").fill(member.password);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`**/users/${member.username}/${member.id}`);
    await main(page).getByText("This is your public page").waitFor();
    await context.close();
  });

  it("a member page loaded directly gets the ordinary header, not the home page's it was prerendered with", async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await gotoHydrated(page, `/users/${member.username}/${member.id}`);
    expect(response?.status()).toBe(200);
    await main(page).getByRole("heading", { level: 1, name: member.username }).waitFor();
    const header = page.getByRole("banner");
    await expect.poll(() => header.getAttribute("class")).not.toContain("bg-brand-deep");
    expect(await header.locator('[aria-current="page"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("only same-site paths are honoured: anything else lands on /profile", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password);
    // A signed-in member who opens the login page goes on at once: one sign-in serves every case.
    // Every unsafe form is safeRedirect's unit test (src/features/account/lib/safe-redirect.test.ts);
    // here, that the login page applies it to the address's own `redirect=`, as the browser decodes it
    // (a protocol-relative path, and a tab that URL parsing would drop).
    const unsafe = ["//evil.example/profile", "/\t/evil.example"];
    for (const target of unsafe) {
      await gotoHydrated(page, `/login?redirect=${encodeURIComponent(target)}`);
      await page.waitForURL((url) => url.pathname !== "/login");
      expect(pathOf(page), `redirect=${JSON.stringify(target)}`).toBe("/profile");
    }
    await gotoHydrated(page, `/login?redirect=${encodeURIComponent("/events?term=fall#slides")}`);
    await page.waitForURL((url) => url.pathname === "/events");
    expect(pathOf(page)).toBe("/events?term=fall#slides");
    await context.close();
  });
});

describe("when the session ends", () => {
  it("leaving a page while it checks the session signs nobody out: the next page is still signed in", async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password, "/login?redirect=/about");
    // The next page's check gets no answer until the member has moved on: the navigation cuts it off.
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/session", async (route) => {
      held += 1;
      if (held === 1) await released;
      await route.continue().catch(() => undefined);
    });
    await gotoHydrated(page, "/profile");
    // The first check is held (a later one, if the page makes it, goes through).
    await expect.poll(() => held).toBeGreaterThanOrEqual(1);
    await gotoHydrated(page, "/profile/info");
    release();
    await main(page).getByLabel("First name").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBe("1");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-signed-in"))).toBe(true);
    await page.unroute("**/api/auth/session");
    expect(errors.filter((e) => !/Failed to fetch|net::ERR_ABORTED/.test(e))).toEqual([]);
    await context.close();
  });

  it("signing out everywhere on one device drops the other to signed out at its next call", async () => {
    const laptop = await openPage(browser);
    const phone = await openPage(browser);
    await logIn(laptop.page, member.username, member.password, "/login?redirect=/profile/info");
    await logIn(phone.page, member.username, member.password, "/login?redirect=/profile/security");

    await main(phone.page).getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = phone.page.getByRole("dialog", { name: "Sign out everywhere?" });
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await phone.page.getByText("You are signed out on every device.").waitFor();
    await phone.page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/profile/security");
    await phone.page.getByRole("banner").getByRole("link", { name: "Log In" }).waitFor();

    // The laptop still shows the member until it next talks to the API.
    const { page } = laptop;
    await page.getByRole("banner").getByRole("link", { name: "Profile" }).waitFor();
    await main(page).getByLabel("First name").fill("Still here?");
    await main(page).getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Your session has ended. Please log in again.").waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Log In" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/profile/info");
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBeNull();
    await laptop.context.close();
    await phone.context.close();
  });
});
