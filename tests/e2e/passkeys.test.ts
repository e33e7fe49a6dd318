import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, promoteToAdmin, type TestMember } from "./accounts";
import { seriousViolations, seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage, type TrackedPage } from "./browser";
import { addVirtualAuthenticator, passkeyRequests, recordPasskeyRequests, removeWebAuthn, type VirtualAuthenticator } from "./passkeys";
import { main, toast } from "./screen";

/**
 * Passkeys in the browser, with Chromium's virtual authenticator standing in
 * for a laptop's fingerprint reader: the offer after a password sign-in,
 * adding one in Security (with the password asked again when the sign-in is
 * not recent), signing in with the button and from the username field's
 * autofill, renaming, removing, and what members are told when something
 * fails. The site is opened at http://localhost (the browser project's base
 * URL): WebAuthn refuses IP addresses.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const passkeyList = (page: Page) => main(page).getByRole("list", { name: "Your passkeys" });
const offerHeading = (page: Page) => main(page).getByRole("heading", { name: "Log in faster next time" });

/** The login form with the password, staying on /login (a passkey offer may hold the member there). */
async function submitPassword(page: Page, member: TestMember) {
  await gotoHydrated(page, "/login");
  await main(page).getByLabel("Username or e-mail").fill(member.username);
  await main(page).getByLabel("Password", { exact: true }).fill(member.password);
  await main(page).getByRole("button", { name: "Log In" }).click();
}

/** Logs out from the header's card, as a member on a desktop does. */
async function logOut(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Profile" }).hover();
  await page.getByRole("banner").getByRole("group", { name: "Your account" }).getByRole("button", { name: "Logout" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Log In" }).waitFor();
}

/**
 * The server's answer to a sign-in older than 10 minutes, once: the
 * preview's clock cannot be moved on, and the rule itself is proven by the
 * Worker tests; this proves the page asks for the password and goes on.
 */
async function answerReauthRequiredOnce(page: Page) {
  let answered = false;
  await page.route("**/api/auth/passkeys/register/options", async (route) => {
    if (answered) return route.continue();
    answered = true;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: { errCode: "REAUTH_REQUIRED", errMsg: "Please confirm your password to continue." } }),
    });
  });
}

describe("passkeys: one member, on a laptop that can hold them", () => {
  let member: TestMember;
  let tab: TrackedPage;
  let page: Page;
  let authenticator: VirtualAuthenticator;

  beforeAll(async () => {
    member = await createMember("passkey");
    tab = await openPage(browser);
    page = tab.page;
    authenticator = await addVirtualAuthenticator(tab.context, page);
    await recordPasskeyRequests(tab.context);
  });

  it("after a password sign-in, offers a passkey once on this device; 'Not now' is remembered", async () => {
    await submitPassword(page, member);
    await offerHeading(page).waitFor();
    // The form is gone: the offer takes the focus, so it is read first.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Log in faster next time");
    expect(new URL(page.url()).pathname).toBe("/login");
    await main(page).getByRole("button", { name: "Not now" }).click();
    await page.waitForURL("**/profile");

    await logOut(page);
    await submitPassword(page, member);
    await page.waitForURL("**/profile");
    await expect.poll(() => offerHeading(page).count()).toBe(0);
  });

  it("adds a passkey in Security, asking for the password first when the sign-in is not recent", async () => {
    await gotoHydrated(page, "/profile/security");
    await main(page).getByText("You have no passkeys yet.").waitFor();
    const name = main(page).getByLabel("Name for the new passkey");
    // A first name from the device, to keep or change.
    expect(await name.inputValue()).toBe("Linux computer");
    await name.fill("  ");
    await main(page).getByRole("button", { name: "Add a passkey" }).click();
    await main(page).getByText("Give the passkey a name.").waitFor();

    await answerReauthRequiredOnce(page);
    await name.fill("Test laptop");
    await main(page).getByRole("button", { name: "Add a passkey" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm your password" });
    await dialog.getByLabel("Password").fill("not my password");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByText("That password is not correct.").waitFor();
    await dialog.getByLabel("Password").fill(member.password);
    await dialog.getByRole("button", { name: "Continue" }).click();

    await passkeyList(page).getByText("Test laptop").waitFor();
    await toast(page, 'Passkey "Test laptop" added.').waitFor();
    await passkeyList(page)
      .getByText(/^Added .* · Not used yet$/)
      .waitFor();
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
    await page.unroute("**/api/auth/passkeys/register/options");
  });

  it("says so when this device already has a passkey for the account", async () => {
    await main(page).getByLabel("Name for the new passkey").fill("Same laptop again");
    await main(page).getByRole("button", { name: "Add a passkey" }).click();
    await main(page).getByRole("alert").getByText("This device already has a passkey for your account").waitFor();
    expect(await passkeyList(page).getByRole("listitem").count()).toBe(1);
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  it("signs in with the button, which ends the pending autofill request first", async () => {
    await logOut(page);
    // Presence off: the autofill request the page arms stays pending, as a real one does.
    await authenticator.simulatePresence(false);
    await gotoHydrated(page, "/login");
    expect(await main(page).getByLabel("Username or e-mail").getAttribute("autocomplete")).toBe("username webauthn");
    await main(page).getByLabel("Username or e-mail").focus();
    await expect.poll(() => passkeyRequests(page)).toEqual(["conditional"]);
    await authenticator.simulatePresence(true);

    const verifyCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/passkeys/login/verify")) verifyCalls.push(request.url());
    });
    await main(page).getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL("**/profile");
    await toast(page, "Welcome back!").waitFor();
    expect(await passkeyRequests(page)).toEqual(["conditional", "modal"]);
    expect(verifyCalls).toHaveLength(1);
    // The same session as after a password sign-in, and the browser remembers it signed in (decision 011).
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBe("1");
    await gotoHydrated(page, "/profile/security");
    await passkeyList(page)
      .getByText(/Last used /)
      .waitFor();
  });

  it("signs in from the username field's autofill", async () => {
    await logOut(page);
    await gotoHydrated(page, "/login");
    // Focusing the field arms the request; the virtual authenticator answers as a member picking the passkey.
    await main(page).getByLabel("Username or e-mail").focus();
    await page.waitForURL("**/profile");
    await toast(page, "Welcome back!").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBe("1");
  });

  it("renames it", async () => {
    await gotoHydrated(page, "/profile/security");
    await passkeyList(page).getByRole("button", { name: "Rename Test laptop" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename passkey" });
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Give the passkey a name.").waitFor();
    await dialog.getByLabel("Name").fill("Work laptop");
    await dialog.getByRole("button", { name: "Save" }).click();
    await passkeyList(page).getByText("Work laptop").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await gotoHydrated(page, "/profile/security");
    await passkeyList(page).getByText("Work laptop").waitFor();
  });

  it("removes it and signs out everywhere; the removed passkey is then refused with a clear message", async () => {
    await passkeyList(page).getByRole("button", { name: "Remove Work laptop" }).click();
    const dialog = page.getByRole("dialog", { name: 'Remove "Work laptop"?' });
    await dialog.getByLabel("Also sign out everywhere").check();
    await dialog.getByRole("button", { name: "Remove passkey" }).click();
    await toast(page, 'Passkey "Work laptop" removed, and you are signed out on every device.').waitFor();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/profile/security");

    // The authenticator still holds it and offers it from the autofill.
    expect(await authenticator.credentials()).toHaveLength(1);
    await main(page).getByLabel("Username or e-mail").focus();
    await main(page).getByRole("alert").getByText("This passkey is not registered here (it may have been removed).").waitFor();
    await toast(page, "This passkey is not registered here").waitFor();
    // The page asked the device to forget it (PublicKeyCredential.signalUnknownCredential).
    await expect.poll(() => authenticator.credentials()).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe("/login");
    // Failed calls are the ones this story made fail on purpose; nothing was thrown or logged besides.
    expect(tab.errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  });
});

describe("passkeys: an admin removes a member's lost passkey", () => {
  it("lists the member's passkeys in the members page; once removed, it is refused at once", async () => {
    const [member, admin] = await Promise.all([createMember("lost-phone"), createMember("pk-admin")]);
    await promoteToAdmin(admin.username);
    const phone = await openPage(browser);
    await addVirtualAuthenticator(phone.context, phone.page);
    await submitPassword(phone.page, member);
    await main(phone.page).getByRole("button", { name: "Add a passkey" }).click();
    await phone.page.waitForURL("**/profile");
    await logOut(phone.page);

    const desk = await openPage(browser);
    await logIn(desk.page, admin.username, admin.password, `/login?redirect=${encodeURIComponent(`/profile/admin/members?q=${member.username}`)}`);
    await main(desk.page)
      .getByRole("button", { name: `Passkeys of ${member.username}` })
      .click();
    const dialog = desk.page.getByRole("dialog", { name: /^Passkeys of / });
    await dialog.getByRole("list", { name: "Their passkeys" }).getByText("Linux computer").waitFor();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove Linux computer" }).click();
    await desk.page.getByRole("dialog", { name: 'Remove "Linux computer"?' }).getByRole("button", { name: "Remove passkey" }).click();
    await dialog.getByText(`@${member.username} has no passkeys.`).waitFor();
    await toast(desk.page, `Removed "Linux computer" of ${member.username}.`).waitFor();

    await gotoHydrated(phone.page, "/login");
    await main(phone.page).getByLabel("Username or e-mail").focus();
    await main(phone.page).getByRole("alert").getByText("This passkey is not registered here").waitFor();
    await Promise.all([phone.context.close(), desk.context.close()]);
  });
});

describe("passkeys: what members are told, and browsers without them", () => {
  it("a closed prompt, or a device with no passkey here, gets a sentence, not an error dump", async () => {
    const { page, context } = await openPage(browser);
    await addVirtualAuthenticator(context, page);
    await gotoHydrated(page, "/login");
    await main(page).getByRole("button", { name: "Sign in with a passkey" }).click();
    const alert = main(page).getByRole("alert");
    await alert.getByText("No passkey was used: the prompt was closed or timed out").waitFor();
    expect(await alert.textContent()).not.toMatch(/NotAllowedError|webauthn|w3\.org|at \w+ \(/i);
    // The button is ready for another try.
    expect(await main(page).getByRole("button", { name: "Sign in with a passkey" }).isEnabled()).toBe(true);
    await context.close();
  });

  it("a browser without WebAuthn sees no passkey buttons, and is not offered one", async () => {
    const member = await createMember("nopasskey");
    const { page, context } = await openPage(browser);
    await removeWebAuthn(context);
    await gotoHydrated(page, "/login");
    await main(page).getByRole("button", { name: "Log In" }).waitFor();
    expect(
      await main(page)
        .getByRole("button", { name: /passkey/i })
        .count(),
    ).toBe(0);

    await submitPassword(page, member);
    await page.waitForURL("**/profile");
    await gotoHydrated(page, "/profile/security");
    await main(page).getByText("This browser cannot create or use passkeys.", { exact: false }).waitFor();
    await main(page).getByText("You have no passkeys yet.").waitFor();
    expect(
      await main(page)
        .getByRole("button", { name: /passkey/i })
        .count(),
    ).toBe(0);
    await context.close();
  });
});

describe("passkey screens pass axe and fit 360 px, light and dark mode", () => {
  async function expectAccessible(page: Page, state: string) {
    expect(await seriousViolationsInBothThemes(page), state).toEqual([]);
  }
  async function expectNoSideScroll(page: Page, state: string) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), state).toBeLessThanOrEqual(MOBILE.width);
  }

  it("the login page, the offer (adding from it), Security with its list and dialogs", async () => {
    const member = await createMember("axe-pk");
    const { page, context } = await openPage(browser);
    const authenticator = await addVirtualAuthenticator(context, page);

    await gotoHydrated(page, "/login");
    await main(page).getByRole("button", { name: "Sign in with a passkey" }).waitFor();
    await expectAccessible(page, "login with the passkey button");
    await page.setViewportSize(MOBILE);
    await expectAccessible(page, "login at 360 px");
    await expectNoSideScroll(page, "login at 360 px");

    await submitPassword(page, member);
    await offerHeading(page).waitFor();
    await expectAccessible(page, "the offer at 360 px");
    await expectNoSideScroll(page, "the offer at 360 px");
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page, "the offer");
    await main(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.waitForURL("**/profile");
    await toast(page, "Passkey added. Next time, log in with it.").waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);

    await gotoHydrated(page, "/profile/security");
    await passkeyList(page).getByText("Linux computer").waitFor();
    await main(page).getByLabel("Name for the new passkey").fill("");
    await main(page).getByRole("button", { name: "Add a passkey" }).click();
    await main(page).getByText("Give the passkey a name.").waitFor();
    await expectAccessible(page, "security with the list and a name error");

    await answerReauthRequiredOnce(page);
    await main(page).getByLabel("Name for the new passkey").fill("Second");
    await main(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("dialog", { name: "Confirm your password" }).waitFor();
    await expectAccessible(page, "confirm password dialog");
    await page.keyboard.press("Escape");
    // Giving up at the password adds nothing and says nothing.
    await main(page).getByRole("button", { name: "Add a passkey" }).waitFor();
    expect(await main(page).getByRole("alert").count()).toBe(0);

    await passkeyList(page).getByRole("button", { name: "Rename Linux computer" }).click();
    await page.getByRole("dialog", { name: "Rename passkey" }).waitFor();
    await expectAccessible(page, "rename dialog");
    await page.keyboard.press("Escape");
    await passkeyList(page).getByRole("button", { name: "Remove Linux computer" }).click();
    await page.getByRole("dialog", { name: 'Remove "Linux computer"?' }).waitFor();
    await expectAccessible(page, "remove dialog");
    await page.keyboard.press("Escape");

    await page.setViewportSize(MOBILE);
    await expectAccessible(page, "security at 360 px");
    await expectNoSideScroll(page, "security at 360 px");
    await context.close();
  });
});
