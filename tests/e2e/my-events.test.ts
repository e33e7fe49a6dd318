import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession } from "./accounts";
import { api, request } from "./api";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { createEvent } from "./events-api";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("my events, in the profile", () => {
  it("lists the member's RSVPs and lets them cancel one", async () => {
    const member = await memberWithSession("mine");
    const going = await createEvent({ days: 8 });
    const waiting = await createEvent({ days: 9, capacity: 1 });
    const other = await memberWithSession("first");
    await api("PUT", `/api/events/${waiting.id}/rsvp`, other.cookie);
    await api("PUT", `/api/events/${going.id}/rsvp`, member.cookie);
    await api("PUT", `/api/events/${waiting.id}/rsvp`, member.cookie);
    const untouched = await createEvent({ days: 8 });

    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "My events" }).click();
    await page.waitForURL("**/profile/events");
    const coming = main(page).getByRole("region", { name: "Coming up" });
    const item = (title: string) => coming.getByRole("listitem").filter({ hasText: title });
    await item(going.title).getByText("✓ You're going.").waitFor();
    await item(waiting.title).getByText("You're on the waitlist.").waitFor();
    expect(await item(untouched.title).count()).toBe(0);
    await item(going.title)
      .getByRole("button", { name: `Cancel RSVP: ${going.title}` })
      .click();
    await page
      .getByRole("dialog", { name: `Cancel your RSVP to ${going.title}?` })
      .getByRole("button", { name: "Cancel RSVP", exact: true })
      .click();
    await item(going.title)
      .getByRole("button", { name: `RSVP: ${going.title}` })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("makes a personal calendar address, shown once; a new one replaces it; it can be turned off", async () => {
    const member = await memberWithSession("feed");
    const event = await createEvent({ days: 6 });
    await api("PUT", `/api/events/${event.id}/rsvp`, member.cookie);
    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password, "/login?redirect=/profile/events");
    await page.waitForURL("**/profile/events");
    const section = main(page).getByRole("region", { name: "Your calendar" });
    await section.getByRole("button", { name: "Make my calendar address" }).click();
    const address = section.getByLabel("Your calendar address");
    const url = await address.inputValue();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await section.getByRole("link", { name: "Open in your calendar app" }).getAttribute("href")).toBe(url.replace(/^https?:/, "webcal:"));
    const feed = await request("GET", new URL(url).pathname, null);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(String(feed.body).replace(/\r\n /g, "")).toContain(event.title);

    // Shown once: after a reload the page says it exists, not what it is.
    await gotoHydrated(page, "/profile/events");
    await section.getByText(/You made your address on/).waitFor();
    expect(await section.getByLabel("Your calendar address").count()).toBe(0);

    await section.getByRole("button", { name: "Make a new address" }).click();
    await page.getByRole("dialog", { name: "Make a new address?" }).getByRole("button", { name: "Make a new address" }).click();
    const renewed = await section.getByLabel("Your calendar address").inputValue();
    expect(renewed).not.toBe(url);
    expect((await request("GET", new URL(url).pathname, null)).status).toBe(404);
    expect((await request("GET", new URL(renewed).pathname, null)).status).toBe(200);

    await section.getByRole("button", { name: "Turn it off" }).click();
    await page.getByRole("dialog", { name: "Turn off your calendar address?" }).getByRole("button", { name: "Turn it off" }).click();
    await section.getByRole("button", { name: "Make my calendar address" }).waitFor();
    expect((await request("GET", new URL(renewed).pathname, null)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
