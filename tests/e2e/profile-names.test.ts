import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn } from "./accounts";
import { unique } from "./api";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { codeIn, waitForMail } from "./mailbox";
import { main, toast } from "./screen";

/**
 * Members are known by name from the start: the sign-up form asks for it
 * (and offers major and graduation), and saving the academic profile keeps
 * a name typed in the form above it. At 390 px; on a desktop, that both
 * forms are shown whole and fit.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("sign-up asks for a name", () => {
  it("requires first and last name, takes major and graduation, and the new account has them, on a phone (390 px)", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/signup");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await main(page).getByText("First name is required.").waitFor();
    await main(page).getByText("Last name is required.").waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("firstName");

    const username = `named-${unique()}`.slice(0, 32);
    const email = `${username}@example.edu`;
    const since = Date.now();
    await main(page).getByLabel("First name").fill("Mei");
    await main(page).getByLabel("Last name").fill("Chen");
    await main(page).getByLabel("Username").fill(username);
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill("first year secret");
    await main(page).getByLabel("Confirm password").fill("first year secret");
    await main(page).getByRole("combobox", { name: "Major" }).fill("Computer Science");
    await main(page).getByLabel("Term").selectOption("spring");
    await main(page).getByLabel("Year").fill("2029");
    // The optional part is one group, as on the profile.
    await main(page).getByRole("group", { name: "Your studies (optional)" }).waitFor();
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL((url) => url.pathname === "/verify-email");
    await main(page)
      .getByLabel("6-digit code")
      .fill(codeIn(await waitForMail(email, since, /Your code/)));
    await page.waitForURL((url) => url.pathname.startsWith("/profile"));

    await gotoHydrated(page, "/profile/info");
    expect(await main(page).getByLabel("First name").inputValue()).toBe("Mei");
    expect(await main(page).getByLabel("Last name").inputValue()).toBe("Chen");
    expect(await main(page).getByRole("combobox", { name: "Major" }).inputValue()).toBe("Computer Science");
    expect(await main(page).getByRole("textbox", { name: "Year", exact: true }).inputValue()).toBe("2029");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the profile page", () => {
  it("saving the academic profile keeps the name typed above it, on a phone (390 px)", async () => {
    const member = await createMember("nameless");
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, "/profile/info");
    await main(page).getByLabel("First name").fill("Jun");
    await main(page).getByLabel("Last name").fill("Park");
    await main(page).getByRole("combobox", { name: "Major" }).fill("Mechanical Engineering");
    await main(page).getByRole("button", { name: "Save academic profile" }).click();
    await toast(page, "Your academic profile and your name are saved.").waitFor();

    // Still in the form, and saved: a fresh page shows both.
    expect(await main(page).getByLabel("First name").inputValue()).toBe("Jun");
    await gotoHydrated(page, "/profile/info");
    expect(await main(page).getByLabel("First name").inputValue()).toBe("Jun");
    expect(await main(page).getByLabel("Last name").inputValue()).toBe("Park");
    expect(await main(page).getByRole("combobox", { name: "Major" }).inputValue()).toBe("Mechanical Engineering");

    // Nothing typed above: the academic profile alone, as before.
    await main(page).getByRole("combobox", { name: "Major" }).fill("Physics");
    await main(page).getByRole("button", { name: "Save academic profile" }).click();
    await toast(page, "Your academic profile is saved.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

// What the two forms do is the same on any screen (the tests above, on a phone); on a desktop only
// their layout differs, so each is opened there once: its name and study fields shown, the page no
// wider than the screen.
describe("on a desktop", () => {
  it("the sign-up form and the profile's info forms are shown whole and fit", async () => {
    const member = await createMember("nameless");
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await gotoHydrated(page, "/signup");
    for (const label of ["First name", "Last name", "Username", "E-mail", "Term", "Year"]) await main(page).getByLabel(label, { exact: true }).waitFor();
    await main(page).getByRole("group", { name: "Your studies (optional)" }).getByRole("combobox", { name: "Major" }).waitFor();
    await main(page).getByRole("button", { name: "Sign Up" }).waitFor();
    expect(await fits()).toBe(true);

    await logIn(page, member.username, member.password, "/login?redirect=/profile/info");
    for (const label of ["First name", "Last name"]) await main(page).getByLabel(label, { exact: true }).waitFor();
    await main(page).getByRole("combobox", { name: "Major" }).waitFor();
    await main(page).getByRole("button", { name: "Save academic profile" }).waitFor();
    expect(await fits()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
