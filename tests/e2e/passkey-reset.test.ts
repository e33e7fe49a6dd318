import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, type TestMember } from "./accounts";
import { baseUrl, gotoHydrated, launchBrowser, openPage, PHONE, type TrackedPage } from "./browser";
import { resetPathIn, waitForMail } from "./mailbox";
import { addVirtualAuthenticator } from "./passkeys";
import { main, toast } from "./screen";

/**
 * A password thief's passkey does not survive the owner's recovery
 * (docs/decisions/051-password-reset-removes-passkeys.md): removing a passkey
 * asks for the password when the sign-in is not recent, the reset page says
 * beforehand that a new password removes the passkeys, and afterwards how
 * many went and where to add one again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const passkeyList = (page: Page) => main(page).getByRole("list", { name: "Your passkeys" });
// The offer of a passkey after a password sign-in is answered: these tests add them in Security.
const OFFER_ANSWERED = { "passkey-offer": "answered" };

async function addPasskeyInSecurity(page: Page, name: string) {
  await gotoHydrated(page, "/profile/security");
  await main(page).getByLabel("Name for the new passkey").fill(name);
  await main(page).getByRole("button", { name: "Add a passkey" }).click();
  await passkeyList(page).getByText(name).waitFor();
}

/**
 * The server's answer to a sign-in older than 10 minutes, once: the preview's
 * clock cannot be moved on, and the rule itself is proven by the Worker
 * tests; this proves the dialog asks for the password and goes on.
 */
async function answerReauthRequiredOnce(page: Page) {
  let answered = false;
  await page.route("**/api/auth/passkeys/*", async (route) => {
    if (answered || route.request().method() !== "DELETE") return route.continue();
    answered = true;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: { errCode: "REAUTH_REQUIRED", errMsg: "Please confirm your password to continue." } }),
    });
  });
}

describe("passkeys and the owner's recovery", () => {
  let member: TestMember;
  let tab: TrackedPage;

  beforeAll(async () => {
    member = await createMember("recover");
    tab = await openPage(browser, { storage: OFFER_ANSWERED });
    await addVirtualAuthenticator(tab.context, tab.page);
    await logIn(tab.page, member.username, member.password);
  });

  afterAll(async () => {
    await tab?.context.close();
  });

  it("removing a passkey asks for the password when the sign-in is not recent, then removes it", async () => {
    const { page } = tab;
    await addPasskeyInSecurity(page, "Old laptop");
    await answerReauthRequiredOnce(page);
    await passkeyList(page).getByRole("button", { name: "Remove Old laptop" }).click();
    await page.getByRole("dialog", { name: 'Remove "Old laptop"?' }).getByRole("button", { name: "Remove passkey" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your password" });
    await confirm.getByText("Enter your password to remove a passkey.").waitFor();
    await confirm.getByLabel("Password").fill(member.password);
    await confirm.getByRole("button", { name: "Continue" }).click();
    await toast(page, 'Passkey "Old laptop" removed.').waitFor();
    await main(page).getByText("You have no passkeys yet.").waitFor();
    await page.unroute("**/api/auth/passkeys/*");
  });

  it("the reset page says a new password removes the passkeys; afterwards, how many and where to add one", async () => {
    await addPasskeyInSecurity(tab.page, "Thief's laptop");

    // The owner, on their phone, resets the password from the e-mailed link.
    const phone = await openPage(browser, { viewport: PHONE, storage: OFFER_ANSWERED });
    const since = Date.now();
    const asked = await fetch(`${baseUrl()}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: JSON.stringify({ email: member.email }),
    });
    expect(asked.status).toBe(200);
    const { page } = phone;
    await gotoHydrated(page, resetPathIn(await waitForMail(member.email, since, /Reset your password/)));

    const before = main(page).getByText(/A new password signs out every device and removes your account's passkeys/);
    await before.waitFor();
    expect(await before.getByRole("link", { name: "Security page" }).getAttribute("href")).toBe("/profile/security#passkeys");

    await main(page).getByLabel("New password", { exact: true }).fill("owner takes it back");
    await main(page).getByLabel("Confirm new password").fill("owner takes it back");
    await main(page).getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    const after = toast(page, "Your password has been changed, and you are signed in. Your passkey was removed: add one again under Profile → Security.");
    await after.waitFor();
    await after.getByRole("button", { name: "Add a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/profile/security");
    await main(page).getByText("You have no passkeys yet.").waitFor();
    expect((await page.request.get("/api/auth/passkeys")).status()).toBe(200);
    expect(((await (await page.request.get("/api/auth/passkeys")).json()) as { data: unknown[] }).data).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
