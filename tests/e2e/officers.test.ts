import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, promoteToAdmin, type TestMember } from "./accounts";
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

describe("the officers' page", () => {
  it("on a 390 px phone: an admin invites a member by e-mail, the member accepts with the link, and the admin removes the role", async () => {
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    // The invitee: the mail's link, opened signed in with that address.
    const mail = await waitForMail(invitee.email, since, /invited to be an officer/);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/officer-invitation#token=[\w-]+/)?.[0] ?? "");
    const other = await openPage(browser, { viewport: PHONE, fresh: true });
    await logIn(other.page, invitee.username, invitee.password);
    await gotoHydrated(other.page, `${link.pathname}${link.hash}`);
    // The secret leaves the address bar once read.
    await other.page.waitForURL((url) => url.hash === "");
    await main(other.page).getByRole("button", { name: "Accept: become an officer" }).click();
    await main(other.page).getByRole("status").getByText("You are an officer now.").waitFor();
    await other.page
      .getByRole("navigation", { name: "Profile" })
      .getByRole("link", { name: /^Events/ })
      .waitFor();
    expect(await seriousViolationsInBothThemes(other.page)).toEqual([]);
    expect(other.errors).toEqual([]);
    await other.context.close();

    // Back on the admin's page: the new officer is listed, the invitation is gone; the role is removed with a confirm.
    await gotoHydrated(page, "/profile/admin/officers");
    const row = officers.getByRole("listitem").filter({ hasText: `@${invitee.username}` });
    await row.getByText("officer", { exact: true }).waitFor();
    expect(await invite.getByText(invitee.email).count()).toBe(0);
    await row.getByRole("button", { name: /^Remove the role/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove the role" }).click();
    await toast(page, /is no longer an officer\.$/).waitFor();
    await row.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
