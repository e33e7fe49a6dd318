import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent, eventNow } from "./events-api";
import { main, toast } from "./screen";

/**
 * Cancelling an RSVP or leaving the waitlist asks first: on a full event the
 * place goes to the next member at once and cannot be taken back.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A full event (one place) the member holds, with another member waiting; the member signed in on its page. */
async function heldPlace(page: Page, prefix: string) {
  const event = await createEvent({ capacity: 1, days: 19 });
  const [member, waiting] = await Promise.all([memberWithSession(`${prefix}-held`), memberWithSession(`${prefix}-wait`)]);
  expect((await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie)).status).toBe(200);
  expect((await api("PUT", `/api/events/${event.id}/rsvp`, waiting.cookie)).status).toBe(200);
  await logIn(page, member.username, member.password);
  await gotoHydrated(page, `/events/${event.slug}`);
  await main(page).getByText("✓ You're going.").waitFor();
  return event;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

// On a phone; on a desktop the same dialog opens in the tests below (the throttled change checks that it fits).
describe("cancelling an RSVP on a 390 px phone", () => {
  it("asks first, says the place goes to the waitlist; keeping it changes nothing; confirming hands it on", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    const event = await heldPlace(page, "ask");
    const cancelButton = main(page).getByRole("button", { name: `Cancel RSVP: ${event.title}` });

    await cancelButton.click();
    const dialog = page.getByRole("dialog", { name: `Cancel your RSVP to ${event.title}?` });
    await dialog.getByText("Your place goes at once to the next member on the waitlist, and you cannot take it back.").waitFor();
    // The safe answer has the focus: Enter by mistake keeps the place.
    expect(await focusedText(page)).toBe("Keep my place");
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await dialog.getByRole("button", { name: "Keep my place" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe("Cancel RSVP");
    await main(page).getByText("✓ You're going.").waitFor();
    expect(await eventNow(event.slug)).toMatchObject({ rsvpCount: 1, waitlistCount: 1 });

    await cancelButton.click();
    await dialog.getByRole("button", { name: "Cancel RSVP", exact: true }).click();
    await toast(page, "Your RSVP is cancelled.").waitFor();
    await main(page)
      .getByRole("button", { name: `Join the waitlist: ${event.title}` })
      .waitFor();
    // The member who waited has the place now.
    expect(await eventNow(event.slug)).toMatchObject({ rsvpCount: 1, waitlistCount: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("leaving the waitlist, and a refusal from the server", () => {
  it("leaving the waitlist asks too, with the member's place in line", async () => {
    const event = await createEvent({ capacity: 1, days: 19 });
    const [holder, member] = await Promise.all([memberWithSession("line-held"), memberWithSession("line-wait")]);
    await api("PUT", `/api/events/${event.id}/rsvp`, holder.cookie);
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page)
      .getByRole("button", { name: `Join the waitlist: ${event.title}` })
      .click();
    await main(page).getByText("You're on the waitlist (number 1).").waitFor();
    await main(page)
      .getByRole("button", { name: `Leave the waitlist: ${event.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Leave the waitlist for ${event.title}?` });
    await dialog.getByText("You lose your place in line (number 1).", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await eventNow(event.slug)).toMatchObject({ waitlistCount: 1 });
    await context.close();
  });

  it("a throttled change shows the server's sentence in the dialog, and the place is kept", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    const event = await heldPlace(page, "slow");
    const sentence = "You changed this RSVP too often. Try again in 40 seconds.";
    await page.route(`**/api/events/${event.id}/rsvp`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({
            status: 429,
            headers: { "Retry-After": "40" },
            contentType: "application/json",
            body: JSON.stringify({ error: { errCode: "RATE_LIMITED", errMsg: sentence } }),
          })
        : route.continue(),
    );
    await main(page)
      .getByRole("button", { name: `Cancel RSVP: ${event.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Cancel your RSVP to ${event.title}?` });
    await dialog.getByText("Your place goes at once to the next member on the waitlist, and you cannot take it back.").waitFor();
    // The question fits a desktop too (the phone's is the test above).
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    await dialog.getByRole("button", { name: "Cancel RSVP", exact: true }).click();
    await dialog.getByRole("alert").getByText(sentence).waitFor();
    // The button is back, to try again when the server allows.
    expect(await dialog.getByRole("button", { name: "Cancel RSVP", exact: true }).isEnabled()).toBe(true);
    expect(await eventNow(event.slug)).toMatchObject({ rsvpCount: 1, waitlistCount: 1 });
    await context.close();
  });
});

describe("axe on the cancel question, light and dark mode", () => {
  it("the open dialog on the event's page has no serious violations", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    const event = await heldPlace(page, "axe");
    await main(page)
      .getByRole("button", { name: `Cancel RSVP: ${event.title}` })
      .click();
    await page.getByRole("dialog", { name: `Cancel your RSVP to ${event.title}?` }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});
