import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * The notifications page (/profile/notifications, decision 081): a member
 * turns mails about events off and on, each saved as it changes, on a phone
 * and on a desktop; account mail is said to be always sent.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Settings = { confirmations: boolean; reminders: boolean; changes: boolean };

describe("the notifications page", () => {
  for (const [name, viewport] of [
    ["a phone (390 px)", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    it(`on ${name}: a member turns reminders and confirmations off and one back on; the next RSVP sends no confirmation`, async () => {
      const member = await memberWithSession("notify");
      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, member.username, member.password, "/login?redirect=/profile/notifications");
      await page.waitForURL("**/profile/notifications");
      await main(page).getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
      const group = main(page).getByRole("group", { name: "E-mail me" });
      const reminders = group.getByRole("checkbox", { name: "Reminders" });
      const confirmations = group.getByRole("checkbox", { name: "RSVP confirmations" });
      const changes = group.getByRole("checkbox", { name: "Changes and cancellations" });
      const announcements = group.getByRole("checkbox", { name: "Announcements" });
      await reminders.waitFor();
      expect([await reminders.isChecked(), await confirmations.isChecked(), await changes.isChecked(), await announcements.isChecked()]).toEqual([
        true,
        true,
        true,
        true,
      ]);
      await main(page)
        .getByText(/always come: they cannot be turned off/)
        .waitFor();
      // Fits the screen: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) expect(await seriousViolationsInBothThemes(page)).toEqual([]);

      await reminders.uncheck();
      await toast(page, "You will get no more reminders.").waitFor();
      await confirmations.press("Space");
      await toast(page, "You will get no more RSVP confirmations.").waitFor();
      await confirmations.check();
      await toast(page, "You will get RSVP confirmations.").waitFor();
      await confirmations.uncheck();
      await toast(page, "You will get no more RSVP confirmations.").waitFor();
      expect(await reminders.isChecked()).toBe(false);
      if (viewport === DESKTOP) expect(await seriousViolationsInBothThemes(page)).toEqual([]);

      const saved = await api<Settings>("GET", "/api/me/notifications", member.cookie);
      expect(saved.data).toEqual({ confirmations: false, reminders: false, changes: true, announcements: true });
      // Kept: after a reload the page shows what was saved.
      await page.reload();
      await reminders.waitFor();
      await group.getByRole("checkbox", { name: "Changes and cancellations", checked: true }).waitFor();
      expect([await reminders.isChecked(), await confirmations.isChecked()]).toEqual([false, false]);

      // The choice holds: an RSVP now sends no confirmation.
      const event = await createEvent({ days: 9 });
      expect((await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie)).status).toBe(200);
      const mails = await api<{ subject: string }[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(member.email)}`, null);
      expect(mails.data.filter((mail) => mail.subject.startsWith("You're going"))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
