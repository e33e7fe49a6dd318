import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, memberWithSession, sessionCookie } from "./accounts";
import { api, unique } from "./api";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { createEvent, eventNow } from "./events-api";
import { main, toast } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** Says yes in the dialog that "Cancel RSVP" or "Leave the waitlist" opens. */
const confirmLeaving = (page: Page, name: "Cancel RSVP" | "Leave the waitlist") => page.getByRole("dialog").getByRole("button", { name, exact: true }).click();

/** Fills the login form the "Log in to RSVP" link led to. */
async function logInHere(page: Page, username: string, password: string) {
  await page.waitForURL((url) => url.pathname === "/login");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Log In" }).click();
}

/** Whether an element is inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }, selector);

describe("RSVP", () => {
  it("a member RSVPs from the events page and cancels it", async () => {
    const event = await createEvent({ capacity: 10, days: 14 });
    const member = await createMember("rsvp");
    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, "/events");
    const item = card(page, event.title);
    await item.getByRole("button", { name: `RSVP: ${event.title}` }).click();
    await toast(page, "You're going.").waitFor();
    await item.getByText("✓ You're going.").waitFor();
    await item.getByText("9 of 10 spots left").waitFor();
    expect((await eventNow(event.slug)).rsvpCount).toBe(1);

    await item.getByRole("button", { name: `Cancel RSVP: ${event.title}` }).click();
    await confirmLeaving(page, "Cancel RSVP");
    await toast(page, "Your RSVP is cancelled.").waitFor();
    await item.getByRole("button", { name: `RSVP: ${event.title}` }).waitFor();
    await item.getByText("10 of 10 spots left").waitFor();
    expect((await eventNow(event.slug)).rsvpCount).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("“Log in to RSVP” on the events page comes back with the RSVP made and the event in view", async () => {
    const event = await createEvent({ days: 40, title: `Late Event ${unique()}` });
    const member = await createMember("return");
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/events");
    await card(page, event.title)
      .getByRole("link", { name: `Log in to RSVP: ${event.title}` })
      .click();
    await logInHere(page, member.username, member.password);
    await page.waitForURL((url) => url.pathname === "/events");
    const item = card(page, event.title);
    await item.getByText("✓ You're going.").waitFor();
    // The parameter that asked for the RSVP is gone: a reload does not ask again.
    await page.waitForURL((url) => !url.searchParams.has("rsvp"));
    expect(await inView(page, `[id="${event.slug}"]`)).toBe(true);
    const mine = await api<{ slug: string; myRsvp: string }[]>("GET", "/api/events?mine=true", await sessionCookie(member.username, member.password));
    expect(mine.data.find((e) => e.slug === event.slug)?.myRsvp).toBe("going");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("from the event's own page too, including the return after signing in", async () => {
    const event = await createEvent({ days: 15 });
    const member = await createMember("page");
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page).getByRole("heading", { level: 1, name: event.title }).waitFor();
    await main(page)
      .getByRole("link", { name: `Log in to RSVP: ${event.title}` })
      .click();
    await logInHere(page, member.username, member.password);
    await page.waitForURL((url) => url.pathname === `/events/${event.slug}`);
    await main(page).getByText("✓ You're going.").waitFor();
    await page.waitForURL((url) => !url.searchParams.has("rsvp"));
    expect((await eventNow(event.slug)).rsvpCount).toBe(1);

    // Back later, signed in: the page knows the RSVP, and it can be cancelled there.
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page)
      .getByRole("button", { name: `Cancel RSVP: ${event.title}` })
      .click();
    await confirmLeaving(page, "Cancel RSVP");
    // The server's answer (the toast), not the button alone: the count is read from the API next.
    await toast(page, "Your RSVP is cancelled.").waitFor();
    await main(page)
      .getByRole("button", { name: `RSVP: ${event.title}` })
      .waitFor();
    expect((await eventNow(event.slug)).rsvpCount).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a full event offers the waitlist; leaving it frees the member's turn", async () => {
    const event = await createEvent({ capacity: 2, days: 16 });
    const others = await Promise.all([memberWithSession("full-a"), memberWithSession("full-b")]);
    for (const other of others) expect((await api("PUT", `/api/events/${event.id}/rsvp`, other.cookie)).status).toBe(200);
    const member = await createMember("wait");
    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, "/events");
    const item = card(page, event.title);
    await item.getByText("Full", { exact: true }).waitFor();
    await item.getByRole("button", { name: `Join the waitlist: ${event.title}` }).click();
    await toast(page, /number 1 on the waitlist/).waitFor();
    await item.getByText("You're on the waitlist (number 1).").waitFor();
    await item.getByText("Full · 1 on the waitlist").waitFor();

    // A place frees up: the first on the waitlist moves up at once.
    await api("DELETE", `/api/events/${event.id}/rsvp`, others[0]!.cookie);
    await gotoHydrated(page, "/events");
    await item.getByText("✓ You're going.").waitFor();

    // Leaving again: the place is free for the next.
    await item.getByRole("button", { name: `Cancel RSVP: ${event.title}` }).click();
    await confirmLeaving(page, "Cancel RSVP");
    await item.getByRole("button", { name: `RSVP: ${event.title}` }).waitFor();
    expect(await eventNow(event.slug)).toMatchObject({ rsvpCount: 1, waitlistCount: 0, spotsLeft: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaving the waitlist from the event's page", async () => {
    const event = await createEvent({ capacity: 1, days: 17 });
    const other = await memberWithSession("one");
    await api("PUT", `/api/events/${event.id}/rsvp`, other.cookie);
    const member = await createMember("leave");
    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page)
      .getByRole("button", { name: `Join the waitlist: ${event.title}` })
      .click();
    await main(page).getByText("You're on the waitlist (number 1).").waitFor();
    await main(page)
      .getByRole("button", { name: `Leave the waitlist: ${event.title}` })
      .click();
    await confirmLeaving(page, "Leave the waitlist");
    await main(page)
      .getByRole("button", { name: `Join the waitlist: ${event.title}` })
      .waitFor();
    expect(await eventNow(event.slug)).toMatchObject({ rsvpCount: 1, waitlistCount: 0 });
    await context.close();
  });
});
