import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithSession } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * The "cancel your RSVP" link of an RSVP's confirmation (decision 081):
 * opening it, signed out, shows the event and changes nothing; the button
 * cancels; the link then says the RSVP is already cancelled.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the cancel link in an RSVP's mail", () => {
  it("shows the RSVP without changing it, cancels on a press, and is spent afterwards", async () => {
    const member = await memberWithSession("rsvplink");
    const event = await createEvent({ days: 10 });
    expect((await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie)).status).toBe(200);
    const mails = await api<{ subject: string; text: string }[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(member.email)}`, null);
    const confirmation = mails.data.find((mail) => mail.subject.startsWith(`You're going: ${event.title}`));
    const link = new URL(/https?:\/\/\S+\/rsvp\/cancel\?token=\S+/.exec(confirmation!.text)![0]);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, `${link.pathname}${link.search}`);
    await main(page).getByRole("link", { name: event.title }).waitFor();
    await main(page).getByText("You're going.", { exact: false }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect((await api<{ myRsvp: string }>("GET", `/api/events/${event.id}`, member.cookie)).data.myRsvp).toBe("going");

    await main(page).getByRole("button", { name: "Cancel my RSVP" }).click();
    await toast(page, "Your RSVP is cancelled.").waitFor();
    await main(page)
      .getByRole("status")
      .getByText(/Your RSVP is cancelled/)
      .waitFor();
    expect((await api<{ myRsvp: string | null }>("GET", `/api/events/${event.id}`, member.cookie)).data.myRsvp).toBeNull();

    await gotoHydrated(page, `${link.pathname}${link.search}`);
    await main(page).getByText("This RSVP is already cancelled.", { exact: false }).waitFor();
    expect(await main(page).getByRole("button", { name: "Cancel my RSVP" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
