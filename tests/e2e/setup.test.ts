import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_FAILURE_ADVICE } from "../../src/shared/mail-failures";
import { SETUP_SETTINGS, type SetupReport } from "../../src/shared/setup";
import { unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * /setup (decision 107): before the first admin, the sign-up's "We could not send the e-mail" leads to
 * a page that says which settings are set and what the mail server's answer means; once the site has
 * an admin (the preview's seeded one), it only points to the health page. The preview has an admin, so
 * the before-admin answer of GET /api/setup is given to the page as the Worker gives it (its contract
 * and its words: the Worker's tests check the Worker makes it); the after-admin page is the real one.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const failure = { kind: "smtp-login" as const, at: "2026-12-02T14:05:00.000Z", ...MAIL_FAILURE_ADVICE["smtp-login"] };
const BEFORE_ADMIN: SetupReport = {
  adminExists: false,
  settings: SETUP_SETTINGS.map((name) => ({ name, present: ["ADMIN_EMAILS", "SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD"].includes(name) })),
  transport: "your mailbox over SMTP",
  mail: {
    id: "mail",
    title: "E-mail",
    status: "error",
    summary: `Mail goes through your mailbox over SMTP, but the last mail did not go: ${failure.meaning}`,
    action: failure.action,
    link: null,
  },
  admins: {
    id: "admins",
    title: "Admins",
    status: "error",
    summary: "No account is an admin yet. ADMIN_EMAILS lists 1 address.",
    action: "Put your address in ADMIN_EMAILS and sign up (or sign in) with it; the account becomes admin.",
    link: null,
  },
  lastMailFailure: failure,
};

/** The site as a new chapter has it: no admin yet, and the mail server refused the password. */
async function beforeFirstAdmin(page: Page) {
  await page.route("**/api/setup", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: BEFORE_ADMIN }) }));
  await page.route("**/api/auth/signup", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: { errCode: "EMAIL_FAILED", errMsg: "We could not send the e-mail just now. Please try again in a few minutes." } }),
    }),
  );
}

describe("the setup page", () => {
  it("is where a failed sign-up mail leads before the first admin: which settings are set and what to do, at 390 px in both themes", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await beforeFirstAdmin(page);
    await gotoHydrated(page, "/signup");
    const name = `first${unique()}`;
    const form = main(page);
    await form.getByLabel("First name").fill("Webmaster");
    await form.getByLabel("Last name").fill("New");
    await form.getByLabel("Username").fill(name);
    await form.getByLabel("E-mail").fill(`${name}@example.edu`);
    await form.getByLabel("Password", { exact: true }).fill("correct horse 42");
    await form.getByLabel("Confirm password").fill("correct horse 42");
    await form.getByRole("button", { name: "Sign Up" }).click();
    const alert = form.getByRole("alert");
    await alert.getByText("We could not send the e-mail just now.", { exact: false }).waitFor();
    await alert.getByRole("link", { name: "See why the mail did not go" }).click();
    await page.waitForURL("**/setup");

    const setup = main(page);
    await setup.getByRole("heading", { name: "Setting up this site", level: 1 }).waitFor();
    const mail = setup.getByRole("region", { name: "E-mail" });
    await mail.getByText(failure.meaning, { exact: false }).waitFor();
    await mail.getByText("use an app password", { exact: false }).waitFor();
    expect(await mail.textContent()).toContain("your mailbox over SMTP");
    const settings = setup.getByRole("region", { name: "Settings" });
    expect(await settings.getByRole("listitem").count()).toBe(SETUP_SETTINGS.length);
    await settings.getByRole("listitem").filter({ hasText: "SMTP_PASSWORD" }).getByText("Set", { exact: true }).waitFor();
    await settings.getByRole("listitem").filter({ hasText: "RESEND_API_KEY" }).getByText("Not set", { exact: true }).waitFor();
    await setup.getByRole("region", { name: "The first admin" }).getByRole("link", { name: "Sign up" }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(errors.filter((error) => !error.includes("502"))).toEqual([]);
    await context.close();
  });

  it("once the site has an admin, shows nothing but where the health page is", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/setup");
    const status = main(page).getByRole("status");
    await status.getByText("This site has an admin", { exact: false }).waitFor();
    expect(await main(page).getByRole("link", { name: "health page" }).getAttribute("href")).toBe("/profile/admin/health");
    expect(await main(page).getByRole("region").count()).toBe(0);
    expect(await main(page).textContent()).not.toMatch(/SMTP_|RESEND_API_KEY|Not set/);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
