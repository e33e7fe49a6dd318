import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { chapterTimeField, createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * The mail composer's tools (issue 35, item 12; decision 126): the events by date, a test to oneself
 * (to the officer alone), and "Send later" with the scheduled messages listed and cancelled — at 390 px
 * and on a desktop. Each run has its own officer and events.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Mail = { subject: string; text: string };
const mailsTo = async (email: string) => (await api<Mail[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(email)}`, null)).data;

describe("the mail composer", () => {
  for (const [name, viewport] of [
    ["a phone (390 px)", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    it(`on ${name}: events by date, a test sent to the officer alone, and a message scheduled, listed and cancelled`, async () => {
      const [officer, going] = await Promise.all([memberWithSession("mailer", { roles: "member,officer" }), memberWithSession("going")]);
      const [later, sooner] = [await createEvent({ days: 12 }), await createEvent({ days: 3 })];
      expect((await api("PUT", `/api/events/${later.id}/rsvp`, going.cookie)).status).toBe(200);
      const subject = `Bring your badge ${later.id.slice(-6)}`;

      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, officer.username, officer.password, "/login?redirect=/profile/admin/mail");
      const composer = main(page).getByRole("region", { name: "Write a message" });
      const eventField = composer.getByLabel("Event");
      await eventField.waitFor();
      // What comes next first, the nearest first.
      const coming = await eventField
        .locator('optgroup[label="Coming up"] option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(coming.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
      expect(coming.indexOf(sooner.id)).toBeLessThan(coming.indexOf(later.id));

      await eventField.selectOption(later.id);
      await composer.getByLabel("Subject").fill(subject);
      await composer.getByLabel("Message").fill("Your **badge** opens the lab door.");
      await composer.getByRole("button", { name: "Preview" }).click();
      const review = composer.getByRole("region", { name: "Check before sending" });
      await review.getByText(`Everyone going to ${later.title}:`).waitFor();

      await review.getByRole("button", { name: "Send a test to me" }).click();
      await toast(page, `Sent to ${officer.email}: look in your inbox (and its spam folder).`).waitFor();
      await expect.poll(async () => (await mailsTo(officer.email)).filter((mail) => mail.subject.startsWith(`Test: ${subject}`)).length).toBe(1);
      expect((await mailsTo(going.email)).filter((mail) => mail.subject.includes(subject))).toEqual([]);

      // Send later: at the chapter's time, two days from now.
      await review.getByRole("button", { name: "Schedule" }).click();
      await review.getByText("Choose when to send it.").waitFor();
      await review.getByLabel("Send at").fill(chapterTimeField(2, "09:00"));
      await review.getByRole("button", { name: "Schedule" }).click();
      await toast(page, /^Scheduled for .+: it goes out within the hour after\.$/).waitFor();
      // The composer is empty again, with no draft to offer.
      expect(await composer.getByLabel("Subject").inputValue()).toBe("");
      expect(await composer.getByRole("region", { name: "Unsaved changes" }).count()).toBe(0);
      const waiting = main(page).getByRole("list", { name: "Scheduled messages" }).getByRole("listitem").filter({ hasText: subject });
      await waiting.getByText(`Everyone going to ${later.title} · goes out`, { exact: false }).waitFor();
      await waiting.getByText("9:00 AM", { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolationsInBothThemes(page)).toEqual([]);

      await waiting.getByRole("button", { name: `Cancel ${subject}` }).click();
      await toast(page, "Cancelled: it will not be sent.").waitFor();
      await waiting.waitFor({ state: "detached" });
      const left = await api<{ subject: string }[]>("GET", "/api/mailings/scheduled", officer.cookie);
      expect(left.data.some((item) => item.subject === subject)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
