import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChapterEventView } from "../../src/shared/events";
import { logIn, memberWithSession, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * No surprise mail (issue 35.6, decision 121): before an officer saves a
 * change of time, place or title, the event form says how many people it
 * tells, and offers to save a small correction quietly — which mails nobody
 * while the calendars still see the new SEQUENCE.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const eventNow = async (id: string) =>
  (await api<ChapterEventView[]>("GET", "/api/events?limit=500", await officerCookie())).data.find((event) => event.id === id)!;

describe("the event form before a change that tells people", () => {
  it("on a phone: says it will tell 2 people, and 'Save quietly' saves the correction without a mail", async () => {
    const title = `Quiet Fix ${unique()}`;
    const event = await createEvent({ title });
    const [first, second] = await Promise.all([memberWithSession("told-a"), memberWithSession("told-b")]);
    for (const member of [first, second]) expect((await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie)).status).toBe(200);

    const { page, context } = await openPage(browser, { viewport: PHONE });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await page.waitForURL("**/profile/admin/events");
    const row = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) });
    await row.getByRole("button", { name: `Edit: ${title}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${title}` });
    // Nothing that calendars show has changed yet: nothing to say.
    expect(await edit.getByRole("group", { name: "This changes the time, place or title" }).count()).toBe(0);
    await edit.getByLabel("Title", { exact: true }).fill(`${title} (bring 5 copies)`);
    const notice = edit.getByRole("group", { name: "This changes the time, place or title" });
    await notice.getByText(/^This will tell 2 people/).waitFor();
    expect(await notice.getByRole("radio", { name: "Tell them" }).isChecked()).toBe(true);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await notice.getByRole("radio", { name: "Save quietly (a small correction)" }).check();
    await notice.getByText("Nobody will be told. Calendars that subscribed update on their own.").waitFor();
    await edit.getByRole("button", { name: "Save" }).click();
    await toast(page, `Saved ${title} (bring 5 copies).`).waitFor();
    expect(await eventNow(event.id)).toMatchObject({ title: `${title} (bring 5 copies)`, sequence: event.sequence + 1 });
    const inbox = (await api<{ subject: string }[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(first.email)}`, null)).data;
    expect(inbox.filter((mail) => mail.subject.includes("Renamed"))).toEqual([]);
    await context.close();
  });
});
