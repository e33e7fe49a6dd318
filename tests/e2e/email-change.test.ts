import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn } from "./accounts";
import { seriousViolations } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { codeIn, waitForMail } from "./mailbox";
import { main } from "./screen";

/**
 * A member changes their own e-mail on the Security page: the new address
 * and the password send a code there, the code (read from the mailbox, as
 * a person would) moves the account, and the old address gets a notice.
 * The whole change at 390 px; on a desktop, that the form is there and fits.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => main(page).getByRole("region", { name: "Change e-mail address" });

describe("changing your e-mail address", () => {
  it("with a code sent to the new address, on a phone (390 px)", async () => {
    const member = await createMember("move");
    const newEmail = `moved-${member.username}@example.org`;
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, "/profile/security");
    const form = section(page);
    await form.getByText(`Your address is ${member.email}.`).waitFor();
    // Never a GET with the password in the address, even before the script runs.
    expect(await form.locator("form").getAttribute("method")).toBe("post");

    const since = Date.now();
    await form.getByLabel("New e-mail address").fill(newEmail);
    await form.getByLabel("Current password").fill(member.password);
    await form.getByRole("button", { name: "Send a code" }).click();
    await form.getByText(`We sent a 6-digit code to ${newEmail}.`, { exact: false }).waitFor();
    expect(await form.locator("form").getAttribute("method")).toBe("post");
    expect(await seriousViolations(page)).toEqual([]);

    const code = codeIn(await waitForMail(newEmail, since, /^Your code/));
    // The sixth digit sends it.
    await form.getByLabel("6-digit code").fill(code);
    await form.getByText(`Your address is ${newEmail}.`).waitFor();
    expect(page.url()).not.toContain(member.password);

    const notice = await waitForMail(member.email, since, /^Your e-mail address was changed/);
    expect(notice.text).toContain(`from ${member.email} to ${newEmail}`);
    // The account now signs in with the new address.
    await gotoHydrated(page, "/profile/info");
    await main(page).getByText(newEmail).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // What the form does is the same on any screen (the test above); on a desktop only the layout
  // differs, so that is what is checked there: the fields and the button shown, the page no wider
  // than the screen.
  it("on a desktop, the form is shown whole and the page fits", async () => {
    const member = await createMember("move");
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await logIn(page, member.username, member.password, "/login?redirect=/profile/security");
    const form = section(page);
    await form.getByText(`Your address is ${member.email}.`).waitFor();
    for (const label of ["New e-mail address", "Current password"]) await form.getByLabel(label).waitFor();
    await form.getByRole("button", { name: "Send a code" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
