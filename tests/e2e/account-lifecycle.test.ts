import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInstant, viewerTimeZone } from "../../src/shared/time/formats";
import { logIn } from "./accounts";
import { unique } from "./api";
import { gotoHydrated, launchBrowser, openPage, type TrackedPage } from "./browser";
import { codeIn, resetPathIn, waitForMail, wrongCode } from "./mailbox";
import { main, toast, toasts } from "./screen";

/**
 * One member's whole life on the site, through the screens only, reading the
 * code and the reset link from the dev outbox as a person reads their mail:
 * sign up → verify → profile card → profile pages → edit info → change
 * password → sign out → sign in → forgot/reset → delete the account.
 * The steps share one browser context and run in order.
 */

let browser: Browser;
let tab: TrackedPage;
let page: Page;
const suffix = unique();
const username = `mei-${suffix}`;
const email = `mei.${suffix}@example.edu`;
const passwords = { first: "first secret 1", second: "second secret 2", third: "third secret 3" };

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openPage(browser);
  page = tab.page;
});
afterAll(async () => {
  await browser?.close();
});

const header = () => page.getByRole("banner");
const focusedName = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "");

async function expectFieldError(label: string, message: string | RegExp, exact = true) {
  const field = main(page).getByLabel(label, { exact });
  const described = async () => {
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    return page.evaluate(
      (ids) =>
        ids
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      describedBy,
    );
  };
  // Polled: a form's first check waits for its schema, which loads (with zod) on first focus, and a
  // field already marked invalid by an earlier try changes only its message.
  await expect.poll(described).toMatch(message);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
}

/** Opens the header's card, waits for the member's details (the card's content settles) and logs out. */
async function logOutFromCard() {
  await header().getByRole("link", { name: "Profile" }).hover();
  const card = header().getByRole("group", { name: "Your account" });
  await card.getByText(email).waitFor();
  await card.getByRole("button", { name: "Logout" }).click();
  await header().getByRole("link", { name: "Log In" }).waitFor();
}

/** A refused sign-in reads as the API's sentence, without its code. */
/** The Security page's password form (the e-mail change beside it asks for the current password too). */
const passwordSection = () => main(page).getByRole("region", { name: "Change password" });

async function expectWrongPassword() {
  const alert = main(page).getByRole("alert");
  await alert.getByText("Incorrect username or password.").waitFor();
  expect(await alert.textContent()).not.toContain("[");
}

async function pasteInto(label: string, text: string) {
  await main(page).getByLabel(label).focus();
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe("a member's life, end to end", () => {
  it("sign-up checks every field before calling the API", async () => {
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      // Not a sign-up call: Turnstile's site key, asked for on the form's first use (decision 074).
      if (request.url().includes("/api/") && !request.url().endsWith("/api/turnstile")) apiCalls.push(request.url());
    });
    await gotoHydrated(page, "/signup");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError("First name", "First name is required.");
    await expectFieldError("Last name", "Last name is required.");
    await expectFieldError("Username", "Username is required.");
    await expectFieldError("E-mail", "Invalid email address.");
    await expectFieldError("Password", "Password is required.");
    expect(await focusedName()).toBe("firstName");

    await main(page).getByLabel("First name").fill("Lin");
    await main(page).getByLabel("Last name").fill("Okafor");
    await main(page).getByLabel("Username").fill(username);
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill("short");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError("Password", "Password must be at least 6 characters long.");
    expect(await focusedName()).toBe("password");

    await main(page).getByLabel("Password", { exact: true }).fill(passwords.first);
    await main(page).getByLabel("Confirm password").fill("something else");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError("Confirm password", "The passwords do not match.");
    expect(await focusedName()).toBe("confirmPassword");
    expect(apiCalls).toEqual([]);
  });

  it("signs up: the button is disabled while sending, then the code is asked for", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/signup", async (route) => {
      await held;
      await route.continue();
    });
    await main(page).getByLabel("Confirm password").fill(passwords.first);
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    const sending = main(page).getByRole("button", { name: "Sending your code…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === "/verify-email" && url.searchParams.get("email") === email);
    await page.unroute("**/api/auth/signup");
    await toast(page, `We sent a 6-digit code to ${email}`).waitFor();
    await main(page).getByText(email).waitFor();
  });

  it("verifies: a wrong code is explained at the field, a pasted code signs in and opens the profile", async () => {
    const code = codeIn(await waitForMail(email, 0, /Your code/));
    const field = main(page).getByLabel("6-digit code");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");

    await field.fill(wrongCode(code)); // six digits submit on their own
    // One message for every wrong code, with no count (it would tell that a sign-up is pending).
    const wrongMessage = "That code is not valid. Check the e-mail we sent, or ask for a new code.";
    await main(page).getByText(wrongMessage).waitFor();
    await expectFieldError("6-digit code", wrongMessage);
    await toast(page, "That code is not valid.").waitFor();

    // A paste with spaces and words around it still gives the six digits, and sends them.
    await pasteInto("6-digit code", `Your code: ${code.slice(0, 3)} ${code.slice(3)}`);
    await page.waitForURL((url) => url.pathname === "/profile");
    await toast(page, "Your account is ready. Welcome!").waitFor();
    // It replaced the wrong code's toast (which slides out) instead of stacking over it.
    await expect.poll(() => toast(page, "That code is not valid.").count()).toBe(0);
    // At most this one (its few seconds may be over on a loaded machine), and never a second.
    expect(await toasts(page).count()).toBeLessThanOrEqual(1);
    await main(page).getByText(`@${username}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBe("1");
  });

  it("the header shows the profile icon, and its card the member", async () => {
    expect(await header().getByRole("link", { name: "Log In" }).count()).toBe(0);
    await header().getByRole("link", { name: "Profile" }).hover();
    const card = header().getByRole("group", { name: "Your account" });
    // A member who gave a name at sign-up is shown by it.
    await card.getByText("Lin Okafor", { exact: true }).waitFor();
    expect(await card.getByText(email).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await page.mouse.move(640, 700);
  });

  it("walks the profile pages: overview, dashboard, members area and the public page", async () => {
    const nav = page.getByRole("navigation", { name: "Profile" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Overview",
      "Dashboard",
      "My events",
      "Points",
      "Info",
      "Résumé",
      "Security",
      "Settings",
      "Notifications",
    ]);
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/profile/dashboard");
    await main(page).getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const figure = (term: string) => main(page).locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]").textContent();
    await expect.poll(() => figure("Points all time")).toBe("0");
    expect(await figure("Rank this term")).toBe("Not ranked yet");
    const since = await figure("Member since");
    expect(since).toBe(formatInstant("day", Date.now(), viewerTimeZone())); // the browser runs in this machine's zone

    await main(page)
      .getByRole("link", { name: /Members area/ })
      .click();
    await page.waitForURL("**/authed");
    await main(page).getByRole("heading", { level: 1, name: "Members" }).waitFor();
    await main(page)
      .getByRole("link", { name: /Your public page/ })
      .click();
    await page.waitForURL(new RegExp(`/users/${username}/[\\w-]+$`));
    await main(page).getByText("This is your public page").waitFor();
    expect(await main(page).getByRole("heading", { level: 1 }).textContent()).toBe("Lin Okafor");
  });

  it("edits the info: names, and the e-mail shown on the public page; the header card follows", async () => {
    await gotoHydrated(page, "/profile/info");
    await main(page).getByLabel("First name").fill("Mei");
    await main(page).getByLabel("Last name").fill("Chen");
    await main(page).getByLabel("Username").fill("no spaces allowed");
    await main(page).getByRole("button", { name: "Save", exact: true }).click();
    await expectFieldError("Username", "Username may only contain letters, numbers, '.', '_' and '-'.");
    await main(page).getByLabel("Username").fill(username);
    await main(page).getByLabel("Show my e-mail address on my public page").check();
    await main(page).getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Your profile is saved.").waitFor();

    await header().getByRole("link", { name: "Profile" }).hover();
    await header().getByRole("group", { name: "Your account" }).getByText("Mei Chen").waitFor();
    await page.mouse.move(640, 700);

    await gotoHydrated(page, "/userpage");
    await page.waitForURL(new RegExp(`/users/${username}/`));
    await main(page).getByRole("heading", { level: 1, name: "Mei Chen" }).waitFor();
    expect(await main(page).getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);
    expect(await page.title()).toMatch(/^Mei Chen \| /);
  });

  it("changes the password with the current one", async () => {
    await gotoHydrated(page, "/profile/security");
    await passwordSection().getByLabel("Current password").fill("not my password");
    await main(page).getByLabel("New password", { exact: true }).fill(passwords.second);
    await main(page).getByLabel("Confirm new password").fill(passwords.second);
    await main(page).getByRole("button", { name: "Change password" }).click();
    await main(page).getByText("Your current password is not correct.").waitFor();
    expect(await focusedName()).toBe("currentPassword");

    await passwordSection().getByLabel("Current password").fill(passwords.first);
    await main(page).getByRole("button", { name: "Change password" }).click();
    await toast(page, "Your password has been changed.").waitFor();
    expect(await passwordSection().getByLabel("Current password").inputValue()).toBe("");
  });

  it("signs out from the card, is sent to log in, and comes back to the same page", async () => {
    await logOutFromCard();
    await toast(page, "You are logged out.").waitFor();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/profile/security");

    await main(page).getByLabel("Username or e-mail").fill(email);
    await main(page).getByLabel("Password").fill(passwords.first);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expectWrongPassword();
    await main(page).getByLabel("Password").fill(passwords.second);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/profile/security");
    await toast(page, "Welcome back!").waitFor();
  });

  it("forgets the password: the same answer for any address, then the e-mailed link sets a new one and signs in", async () => {
    await logOutFromCard();

    await gotoHydrated(page, "/forgot-password");
    await main(page).getByLabel("E-mail").fill(`nobody-${suffix}@example.edu`);
    await main(page).getByRole("button", { name: "Send me a link" }).click();
    const confirmation = main(page).getByRole("status");
    await confirmation.getByText("Check your inbox").waitFor();
    const unknownText = (await confirmation.textContent())!.replace(`nobody-${suffix}@example.edu`, "ADDRESS");

    await main(page).getByRole("button", { name: "Use another address" }).click();
    const since = Date.now();
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByRole("button", { name: "Send me a link" }).click();
    await confirmation.getByText("Check your inbox").waitFor();
    expect((await confirmation.textContent())!.replace(email, "ADDRESS")).toBe(unknownText);

    // Asking again within the minute is refused, and the page says so plainly.
    await main(page).getByRole("button", { name: "Use another address" }).click();
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByRole("button", { name: "Send me a link" }).click();
    await main(page)
      .getByRole("alert")
      .getByText(/^Please wait \d+ seconds before asking for another e-mail\.$/)
      .waitFor();

    const resetPath = resetPathIn(await waitForMail(email, since, /Reset your password/));
    await gotoHydrated(page, resetPath);
    await main(page).getByLabel("New password", { exact: true }).fill(passwords.third);
    await main(page).getByLabel("Confirm new password").fill(passwords.second);
    await main(page).getByRole("button", { name: "Set new password" }).click();
    await expectFieldError("Confirm new password", "The passwords do not match.");
    await main(page).getByLabel("Confirm new password").fill(passwords.third);
    await main(page).getByRole("button", { name: "Set new password" }).click();
    // The reset proved the mailbox: the member is signed in, on the profile (decision 040).
    await page.waitForURL((url) => url.pathname === "/profile");
    await toast(page, "Your password has been changed, and you are signed in.").waitFor();
    await main(page).getByText(`@${username}`).waitFor();
    await header().getByRole("link", { name: "Profile" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBe("1");

    // The link works once.
    await gotoHydrated(page, resetPath);
    await main(page).getByLabel("New password", { exact: true }).fill("yet another one");
    await main(page).getByLabel("Confirm new password").fill("yet another one");
    await main(page).getByRole("button", { name: "Set new password" }).click();
    await main(page).getByRole("alert").getByText("This reset link is invalid or has expired.").waitFor();
    expect(await main(page).getByRole("link", { name: "Get a new link" }).getAttribute("href")).toBe("/forgot-password");

    await logOutFromCard();
    await logIn(page, username, passwords.third);
    expect(new URL(page.url()).pathname).toBe("/profile");
  });

  it("settings: the display mode, then deleting the account after typing the username", async () => {
    await gotoHydrated(page, "/profile/settings");
    await main(page).getByRole("radio", { name: /^Dark/ }).check();
    await expect.poll(() => header().getByRole("button", { name: "Dark mode" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await main(page)
      .getByRole("radio", { name: /^Light/ })
      .check();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    await main(page).getByLabel("Your username").fill("someone-else");
    await main(page).getByRole("button", { name: "Delete my account" }).click();
    await expectFieldError("Your username", `Type your username, ${username}, to confirm.`);
    await main(page).getByLabel("Your username").fill(username);
    await main(page).getByLabel("Your password").fill(passwords.third);
    await main(page).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    // Cancel has the focus, so Enter by mistake deletes nothing.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await main(page).getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("button", { name: "Delete my account" }).click();

    await page.waitForURL((url) => url.pathname === "/");
    await toast(page, "Your account has been deleted.").waitFor();
    await header().getByRole("link", { name: "Log In" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBeNull();

    await gotoHydrated(page, "/login");
    await main(page).getByLabel("Username or e-mail").fill(username);
    await main(page).getByLabel("Password").fill(passwords.third);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expectWrongPassword();
  });

  it("logged no console error on the way (other than the API's refusals)", () => {
    // The browser logs every 4xx answer as a failed resource; those were the point of some steps.
    expect(tab.errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });
});
