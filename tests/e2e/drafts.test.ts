import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession } from "./accounts";
import { unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * Work is never lost (issue 35, item 1; decision 125): an officer's editor keeps a draft as it is typed,
 * asks before a close (Escape, Cancel), an in-app navigation or leaving the page would drop it, and
 * offers it back when the same form opens again — at 390 px and on a desktop. Each test has its own
 * officer: drafts are kept per person.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fits = async (page: import("playwright-core").Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe("drafts of the officers' editors", () => {
  for (const [name, viewport] of [
    ["a phone (390 px)", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    it(`on ${name}: Escape in a content dialog asks instead of emptying it, and the draft is offered back when it opens again`, async () => {
      const officer = await memberWithSession("drafter", { roles: "member,officer" });
      const person = `Ada Park ${unique().slice(-5)}`;
      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, officer.username, officer.password, "/login?redirect=/profile/admin/content%3Flist%3Dboard");
      await main(page).getByRole("heading", { level: 1, name: "Content" }).waitFor();
      const add = main(page).getByRole("button", { name: "Add a board member" });
      await add.click();
      const dialog = page.getByRole("dialog", { name: "Add a board member" });
      // Nothing typed: Escape closes at once.
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      await add.click();
      await dialog.getByLabel("Name", { exact: true }).click();
      await dialog.getByLabel("Name", { exact: true }).fill(person);
      await dialog.getByLabel("Role").fill("Treasurer");
      await page.keyboard.press("Escape");
      const question = page.getByRole("dialog", { name: "Close the new board member without saving?" });
      await question.waitFor();
      expect(await question.getByRole("button", { name: "Keep editing" }).evaluate((button) => button === document.activeElement)).toBe(true);
      await fits(page, viewport.width);
      if (viewport === PHONE) expect(await seriousViolationsInBothThemes(page)).toEqual([]);
      await question.getByRole("button", { name: "Keep editing" }).click();
      await question.waitFor({ state: "hidden" });
      expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe(person);

      // Closed on purpose, keeping the draft; opened again, the draft is offered and comes back.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await question.getByRole("button", { name: "Close, keep the draft" }).click();
      await dialog.waitFor({ state: "hidden" });
      await add.click();
      const offer = dialog.getByRole("region", { name: "Unsaved changes" });
      await offer.getByText("Restore your unsaved changes from just now?").waitFor();
      expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe("");
      if (viewport === DESKTOP) expect(await seriousViolationsInBothThemes(page)).toEqual([]);
      await offer.getByRole("button", { name: "Restore" }).click();
      await offer.waitFor({ state: "hidden" });
      expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe(person);
      expect(await dialog.getByLabel("Role").inputValue()).toBe("Treasurer");

      // Discarded: gone for good, and the form opens empty with nothing offered.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await question.getByRole("button", { name: "Discard changes" }).click();
      await dialog.waitFor({ state: "hidden" });
      await add.click();
      await dialog.getByLabel("Name", { exact: true }).waitFor();
      expect(await offer.count()).toBe(0);
      expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe("");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`on ${name}: leaving the mail composer with a message typed asks first, in the app and when the tab closes, and the message comes back`, async () => {
      const officer = await memberWithSession("drafter", { roles: "member,officer" });
      const subject = `Dues reminder ${unique().slice(-5)}`;
      const { page, context, errors } = await openPage(browser, { viewport, fresh: true });
      await logIn(page, officer.username, officer.password, "/login?redirect=/profile/admin/mail");
      const composer = main(page).getByRole("region", { name: "Write a message" });
      await composer.getByLabel("Subject").click();
      await composer.getByLabel("Subject").fill(subject);
      await composer.getByLabel("Message").fill("Dues are **due** Friday.");

      const tabs = page.getByRole("navigation", { name: "Profile" });
      await tabs.getByRole("link", { name: /^Dashboard/ }).click();
      const question = page.getByRole("dialog", { name: "Leave this page without saving?" });
      await question.waitFor();
      await fits(page, viewport.width);
      if (viewport === PHONE) expect(await seriousViolationsInBothThemes(page)).toEqual([]);
      await question.getByRole("button", { name: "Keep editing" }).click();
      await question.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe("/profile/admin/mail");
      expect(await composer.getByLabel("Subject").inputValue()).toBe(subject);

      await tabs.getByRole("link", { name: /^Dashboard/ }).click();
      await question.getByRole("button", { name: "Leave, keep the draft" }).click();
      await page.waitForURL("**/profile/dashboard");
      // On a phone, the way a phone's officer goes back: the Officer tools menu. (A tap on the Mail tab just
      // after the page changed could land beside it: the row re-centres its current tab as the page settles.)
      if (viewport === PHONE) {
        await tabs.getByRole("button", { name: "Officer tools" }).click();
        await page.getByRole("menu").getByRole("menuitem", { name: "Mail" }).click();
      } else await tabs.getByRole("link", { name: /^Mail/ }).click();
      await page.waitForURL("**/profile/admin/mail");
      const offer = composer.getByRole("region", { name: "Unsaved changes" });
      await offer.waitFor();
      expect(await offer.innerText()).toMatch(/^Restore your unsaved changes from (just now|1 min ago)\?/);
      if (viewport === DESKTOP) expect(await seriousViolationsInBothThemes(page)).toEqual([]);
      await offer.getByRole("button", { name: "Restore" }).click();
      expect(await composer.getByLabel("Subject").inputValue()).toBe(subject);
      expect(await composer.getByLabel("Message").inputValue()).toBe("Dues are **due** Friday.");

      // Closing the tab: the browser's own question (beforeunload), and the draft is there in the next tab.
      const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
      await composer.getByLabel("Subject").fill(`${subject}!`);
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe("beforeunload");
      const next = await context.newPage();
      await next.goto("/profile/admin/mail");
      const again = main(next).getByRole("region", { name: "Write a message" });
      await again.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Restore" }).click();
      expect(await again.getByLabel("Subject").inputValue()).toBe(`${subject}!`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
