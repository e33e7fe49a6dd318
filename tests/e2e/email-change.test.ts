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
 * At 390 px and on a desktop.
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
  for (const [size, viewport] of [
    ["a phone (390 px)", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    it(`with a code sent to the new address, on ${size}`, async () => {
      const member = await createMember("move");
      const newEmail = `moved-${member.username}@example.org`;
      const { page, context, errors } = await openPage(browser, { viewport });
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
  }
});
