import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, promoteToAdmin, type TestMember } from "./accounts";
import { unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { main } from "./screen";

/**
 * axe on the account screens in the states a person meets them in — with
 * errors shown, dialogs open, lists filled — in light and dark mode. (The
 * plain prerendered pages are covered by a11y.test.ts.)
 */

let browser: Browser;
let member: TestMember;
let admin: TestMember;
beforeAll(async () => {
  browser = await launchBrowser();
  [member, admin] = await Promise.all([createMember("axe"), createMember("axe-admin")]);
  await promoteToAdmin(admin.username);
});
afterAll(async () => {
  await browser?.close();
});

/** The call's toast is on screen: it comes a moment after the page's own message, and axe must not meet it half faded in. */
async function toastShown(page: Page) {
  await page.locator("[data-sonner-toast][data-mounted=true]").first().waitFor();
}

/** Runs axe in light and then dark mode on the state on screen, and names the state in the failure. */
async function expectAccessible(page: Page, state: string) {
  expect(await seriousViolationsInBothThemes(page), state).toEqual([]);
}

describe("account screens pass axe, light and dark mode", () => {
  it("sign-up, verification, log in, forgot and reset, with their errors showing", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/signup");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await main(page).getByText("Username is required.").waitFor();
    await expectAccessible(page, "sign-up with errors");

    await gotoHydrated(page, "/verify-email");
    await main(page).getByRole("button", { name: "Verify" }).click();
    await main(page).getByText("Enter the 6-digit code.").waitFor();
    await expectAccessible(page, "verify without address, with errors");
    await gotoHydrated(page, "/verify-email?email=someone%40example.edu");
    await main(page).getByLabel("6-digit code").fill("000000");
    await main(page).getByText("That code is not valid.", { exact: false }).waitFor();
    await toastShown(page);
    await expectAccessible(page, "verify with a wrong code");

    await gotoHydrated(page, "/login");
    await main(page).getByLabel("Username or e-mail").fill(member.username);
    await main(page).getByLabel("Password").fill("wrong password");
    await main(page).getByRole("button", { name: "Log In" }).click();
    await main(page).getByRole("alert").waitFor();
    await toastShown(page);
    await expectAccessible(page, "log in refused");

    await gotoHydrated(page, "/forgot-password");
    await main(page).getByLabel("E-mail").fill(`axe-${unique()}@example.edu`);
    await main(page).getByRole("button", { name: "Send me a link" }).click();
    await main(page).getByText("Check your inbox").waitFor();
    await toastShown(page);
    await expectAccessible(page, "forgot-password confirmation");

    await gotoHydrated(page, "/reset-password");
    await main(page).getByRole("link", { name: "Get a new link" }).waitFor();
    await expectAccessible(page, "reset without a token");
    await gotoHydrated(page, "/reset-password?token=not-a-real-token-at-all");
    await main(page).getByLabel("New password", { exact: true }).fill("new secret");
    await main(page).getByLabel("Confirm new password").fill("new secret");
    await main(page).getByRole("button", { name: "Set new password" }).click();
    await main(page).getByText("This reset link is invalid or has expired.").waitFor();
    await toastShown(page);
    await expectAccessible(page, "reset with an invalid link");
    await context.close();
  });

  it("the profile pages, the members area and the public page, signed in", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await main(page).getByText(`@${member.username}`).waitFor();
    await expectAccessible(page, "profile overview");
    await gotoHydrated(page, "/profile/dashboard");
    await main(page).getByText("Member since").waitFor();
    await expectAccessible(page, "dashboard");
    await gotoHydrated(page, "/profile/info");
    await main(page).getByLabel("Username").fill("x");
    await main(page).getByRole("button", { name: "Save", exact: true }).click();
    await main(page).getByText("Username must be at least 3 characters long.").waitFor();
    await expectAccessible(page, "info with an error");
    await gotoHydrated(page, "/profile/security");
    await main(page).getByRole("button", { name: "Change password" }).click();
    await main(page).getByText("Password is required.").first().waitFor();
    await expectAccessible(page, "security with errors");
    await main(page).getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByRole("dialog").waitFor();
    await expectAccessible(page, "sign out everywhere dialog");
    await page.keyboard.press("Escape");
    await gotoHydrated(page, "/profile/settings");
    await main(page).getByLabel("Your username").waitFor();
    await expectAccessible(page, "settings");
    await gotoHydrated(page, "/authed");
    await main(page).getByRole("heading", { name: "The chapter" }).waitFor();
    await expectAccessible(page, "members area");
    await gotoHydrated(page, `/users/${member.username}/${member.id}`);
    await main(page).getByText("This is your public page").waitFor();
    await expectAccessible(page, "public member page");
    await gotoHydrated(page, "/profile/admin/members");
    await main(page).getByText("This page is for admins.").waitFor();
    await expectAccessible(page, "admin page refused");
    await context.close();
  });

  it("the admin pages with their dialogs open, on a phone too", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/members");
    await page.waitForURL("**/profile/admin/members");
    await main(page)
      .getByRole("button", { name: /^Edit / })
      .first()
      .waitFor();
    await expectAccessible(page, "members list");
    await main(page)
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await expectAccessible(page, "edit member dialog");
    await page.keyboard.press("Escape");
    await main(page).getByRole("button", { name: "Add member" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add member" }).click();
    await page.getByRole("dialog").getByText("Username is required.").waitFor();
    await expectAccessible(page, "add member dialog with errors");
    await page.keyboard.press("Escape");

    await page.setViewportSize(MOBILE);
    await expectAccessible(page, "members list at 360 px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await gotoHydrated(page, "/profile/admin/messages?status=all");
    await main(page).getByRole("radio", { name: "All" }).waitFor();
    await main(page).locator("[aria-busy=false]").waitFor();
    await expectAccessible(page, "messages");
    await context.close();
  });
});
