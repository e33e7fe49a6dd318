import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main } from "./screen";

/**
 * Feedback after an event (issue 21, decision 085): a member who checked in
 * rates it on its page once it has ended, and may change the answer; an
 * officer reads the results on the events page, without names. The event
 * (ended yesterday) and the check-in are made by API.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("feedback after an event", () => {
  it("a member who came rates it on a phone (the rating is asked for first), changes the answer, and an officer reads it without names", async () => {
    const member = await memberWithSession("rater");
    const event = await createEvent({ days: -1 });
    const checkedIn = await api("POST", `/api/events/${event.id}/attendance`, await officerCookie(), { user: member.username });
    expect(checkedIn.status, JSON.stringify(checkedIn.error)).toBe(201);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password, `/login?redirect=/events/${event.slug}`);
    const section = main(page).getByRole("region", { name: "How was it?" });
    await section.waitFor();
    // Sent without a rating: the question says what is missing, at its group.
    await section.getByRole("button", { name: "Send" }).click();
    await section.getByText("Choose a rating from 1 to 5.").waitFor();
    expect(await section.getByRole("radio", { name: "1 · Poor" }).getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await section.getByRole("radio", { name: "4 · Very good" }).check();
    await section.getByLabel("Comment (optional)").fill("Loved the demos; more time for questions next time.");
    await section.getByRole("button", { name: "Send" }).click();
    await section.getByText("You rated it 4 of 5.").waitFor();
    // The answer can change until the feedback closes.
    await section.getByRole("radio", { name: "5 · Excellent" }).check();
    await section.getByRole("button", { name: "Save the change" }).click();
    await section.getByText("You rated it 5 of 5.").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors.filter((error) => !error.includes("400"))).toEqual([]);
    await context.close();

    const officer = await openPage(browser, { viewport: DESKTOP });
    await logIn(officer.page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await main(officer.page)
      .getByRole("button", { name: `Feedback: ${event.title}` })
      .click();
    const dialog = officer.page.getByRole("dialog", { name: `Feedback: ${event.title}` });
    await dialog.getByText("of 5 on average, from 1 rating").waitFor();
    expect(await dialog.locator("strong").first().textContent()).toBe("5.0");
    // One answer: its comment is held back until 3 members have answered, so nobody's words can be told apart.
    await dialog.getByText("1 comment held back until 3 members have answered", { exact: false }).waitFor();
    expect(await dialog.textContent()).not.toContain("Loved the demos");
    expect(await dialog.textContent()).not.toContain(member.username);
    expect(officer.errors).toEqual([]);
    await officer.context.close();
  });

  it("asks nothing of a member who did not come, nor before the event has ended", async () => {
    const [ended, upcoming] = await Promise.all([createEvent({ days: -1 }), createEvent({ days: 2 })]);
    const member = await memberWithSession("absent");
    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password, `/login?redirect=/events/${ended.slug}`);
    await main(page).getByRole("heading", { name: ended.title, level: 1 }).waitFor();
    expect(await main(page).getByRole("region", { name: "How was it?" }).count()).toBe(0);
    await gotoHydrated(page, `/events/${upcoming.slug}`);
    await main(page).getByRole("heading", { name: upcoming.title, level: 1 }).waitFor();
    expect(await main(page).getByRole("region", { name: "How was it?" }).count()).toBe(0);
    await context.close();
  });
});
