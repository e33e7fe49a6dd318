import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, promoteToAdmin, sessionCookie, type TestMember } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { waitForMail } from "./mailbox";
import { main, toast } from "./screen";

/**
 * The admins' officers page (issue 35, decision 135) on a 390 px phone: the role's description, the
 * officers, an invitation sent by e-mail and accepted by the invitee signed in with that address,
 * and the role removed again.
 */

let browser: Browser;
let admin: TestMember;
let invitee: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, invitee] = await Promise.all([createMember("officers-admin"), createMember("invitee")]);
  await promoteToAdmin(admin.username);
});
afterAll(async () => {
  await browser?.close();
});

/** The secret of the newest invitation mailed to `email` since `since`, as the path its link opens. */
async function invitationPath(email: string, since: number): Promise<string> {
  const mail = await waitForMail(email, since, /invited to be an officer/);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/officer-invitation#token=[\w-]+/)?.[0] ?? "");
  return `${link.pathname}${link.hash}`;
}

describe("the officers' page", () => {
  it("on a 390 px phone: says what an officer may do, lists the admins, and sends an invitation by e-mail", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/officers");
    await main(page)
      .getByText(/Officers run the chapter: events/)
      .waitFor();
    const officers = main(page).getByRole("region", { name: "Officers and admins" });
    await officers
      .getByRole("listitem")
      .filter({ hasText: `@${admin.username}` })
      .getByText("admin", { exact: true })
      .waitFor();

    const since = Date.now();
    const invite = main(page).getByRole("region", { name: "Invite a new officer" });
    await invite.getByLabel("Their e-mail address").fill(invitee.email);
    await invite.getByRole("button", { name: "Send the invitation" }).click();
    await toast(page, `Invitation sent to ${invitee.email}.`).waitFor();
    const waiting = invite.getByRole("list", { name: "Invitations waiting" }).getByRole("listitem").filter({ hasText: invitee.email });
    await waiting.getByText(/works until/).waitFor();
    expect(await invitationPath(invitee.email, since)).toMatch(/^\/officer-invitation#token=/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("on a 390 px phone: the invitee accepts with the link, signed in with that address; the admin then removes the role", async () => {
    const since = Date.now();
    const sent = await api("POST", "/api/officers/invitations", await sessionCookie(admin.username, admin.password), { email: invitee.email });
    expect(sent.status).toBe(201);
    const path = await invitationPath(invitee.email, since);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, invitee.username, invitee.password);
    await gotoHydrated(page, path);
    // The secret leaves the address bar once read.
    await page.waitForURL((url) => url.hash === "");
    await main(page).getByRole("button", { name: "Accept: become an officer" }).click();
    await main(page).getByRole("status").getByText("You are an officer now.").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await main(page).getByRole("link", { name: "Open your officer tools" }).click();
    await page.waitForURL("**/profile/admin/events");
    await page
      .getByRole("navigation", { name: "Profile" })
      .getByRole("link", { name: /^Events/ })
      .waitFor({ state: "attached" });
    expect(errors).toEqual([]);

    // The admin's page: the new officer is listed, the invitation gone; the role is removed with a confirm.
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/officers");
    const row = main(page)
      .getByRole("region", { name: "Officers and admins" })
      .getByRole("listitem")
      .filter({ hasText: `@${invitee.username}` });
    await row.getByText("officer", { exact: true }).waitFor();
    expect(await main(page).getByRole("list", { name: "Invitations waiting" }).getByText(invitee.email).count()).toBe(0);
    await row.getByRole("button", { name: /^Remove the role/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove the role" }).click();
    await toast(page, /is no longer an officer\.$/).waitFor();
    await row.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
