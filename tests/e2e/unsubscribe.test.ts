import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithSession } from "./accounts";
import { api } from "./api";
import { seriousViolations } from "./axe";
import { launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main } from "./screen";

/**
 * The unsubscribe page (issue 34, decision 123): the "Unsubscribe from
 * these" link of a mail, opened signed out on a phone (390 px) with scripts
 * off — it is written whole by the Worker — says what stops, has one button,
 * confirms, and links to all the member's choices; axe finds nothing serious
 * in the light or the dark theme (the page follows the device's).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type OutboxMail = { subject: string; html: string; headers: Record<string, string> };

async function unsubscribeLink(): Promise<{ path: string; member: { cookie: string } }> {
  const member = await memberWithSession("unsub");
  const event = await createEvent({ title: `Unsubscribe Social ${Date.now().toString(36)}` });
  expect((await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie)).status).toBe(200);
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await api<OutboxMail[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(member.email)}`, null)).data;
        mail = inbox.find((one) => one.subject.startsWith(`You're going: ${event.title}`));
        return mail !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  const href = /href="([^"]+)"[^>]*>Unsubscribe from these</.exec(mail!.html)![1]!.replace(/&amp;/g, "&");
  const url = new URL(href);
  return { path: `${url.pathname}${url.search}`, member };
}

describe("the unsubscribe page", () => {
  it("on a phone, signed out, a page without a script: says what stops, one button, a confirmation, a link to all choices; axe-clean in both themes", async () => {
    const { path, member } = await unsubscribeLink();
    const { page, context } = await openPage(browser, { viewport: PHONE, fresh: true });
    await page.goto(path);
    await main(page).getByRole("heading", { name: "Unsubscribe from RSVP confirmations?", level: 1 }).waitFor();
    await main(page).getByText("You will stop getting RSVP confirmations").waitFor();
    expect(await main(page).getByRole("button").count()).toBe(1);
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await seriousViolations(page), theme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: "light" });

    // By keyboard: the button is reachable and presses with Enter.
    const button = main(page).getByRole("button", { name: "Unsubscribe" });
    await button.focus();
    await page.keyboard.press("Enter");
    await main(page).getByRole("heading", { name: "You're unsubscribed", level: 1 }).waitFor();
    await main(page).getByRole("status").getByText("You will get no more RSVP confirmations.").waitFor();
    const choices = main(page).getByRole("link", { name: "See all your choices" });
    expect(await choices.getAttribute("href")).toBe("/profile/notifications");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await seriousViolations(page), theme).toEqual([]);
    }
    const settings = await api<Record<string, boolean>>("GET", "/api/me/notifications", member.cookie);
    expect(settings.data).toMatchObject({ confirmations: false, reminders: true });
    await context.close();
  });
});
