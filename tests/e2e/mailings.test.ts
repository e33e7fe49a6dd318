import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * The officers' mail screen (/profile/admin/mail, decision 085): an officer
 * writes to the people going to an event, sees the message as they will
 * read it with the recipient count and the plan, sends it, and sees it
 * listed with its progress — on a phone and on a desktop. Each run has its
 * own officer (messages are limited per officer and day) and event.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the officers' mail screen", () => {
  for (const [name, viewport] of [
    ["a phone (390 px)", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    it(`on ${name}: an officer writes to the people going, sees the count and the plan, and sends it`, async () => {
      const [officer, first, second] = await Promise.all([
        memberWithSession("mailer", { roles: "member,officer" }),
        memberWithSession("going"),
        memberWithSession("going"),
      ]);
      const event = await createEvent({ days: 6 });
      for (const member of [first, second]) expect((await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie)).status).toBe(200);
      const subject = `Bring a laptop ${event.id.slice(-6)}`;

      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, officer.username, officer.password, "/login?redirect=/profile/admin/mail");
      await main(page).getByRole("heading", { name: "Mail to members", level: 1 }).waitFor();
      const composer = main(page).getByRole("region", { name: "Write a message" });
      await composer.getByLabel("Event").selectOption(event.id);
      if (viewport === PHONE) {
        // What is missing is said at its field, before anything is counted.
        await composer.getByRole("button", { name: "Preview" }).click();
        await composer.getByText("Write a subject.").waitFor();
      }
      await composer.getByLabel("Subject").fill(subject);
      await composer.getByLabel("Message").fill("We code together: bring your **laptop** and a charger.");
      await composer.getByRole("button", { name: "Preview" }).click();

      const review = composer.getByRole("region", { name: "Check before sending" });
      await review.getByText(`Everyone going to ${event.title}:`).waitFor();
      expect(await review.getByTestId("recipient-count").textContent()).toBe("2 people");
      expect(await review.getByTestId("mailing-plan").textContent()).toBe("Goes out to 2 people today.");
      expect(await review.getByRole("region", { name: "The message as members will read it" }).locator("strong").textContent()).toBe("laptop");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) expect(await seriousViolationsInBothThemes(page)).toEqual([]);

      await review.getByRole("button", { name: "Send to 2 people" }).click();
      await toast(page, "Going out to 2 people today.").waitFor();
      const sent = main(page).getByRole("list", { name: "Sent messages" }).getByRole("listitem").filter({ hasText: subject });
      await sent.getByText("2 of 2 sent.").waitFor();
      await sent.getByText(`Everyone going to ${event.title} · 2 people · by ${officer.username}`, { exact: false }).waitFor();

      const mails = await api<{ subject: string; text: string }[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(first.email)}`, null);
      expect(mails.data.filter((mail) => mail.subject.startsWith(subject))).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
