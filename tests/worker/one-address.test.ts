import { describe, expect, it, vi } from "vitest";
import { site } from "../../src/site.config";
import { callWithEnv } from "./support/api";
import { parseCalendar } from "./support/ics";
import { createEvent, registerOfficer } from "./support/events";
import { registerMember } from "./support/members";

/**
 * One address (decision 075): in a deployed Worker the canonical link and
 * share image of a page it writes, the links in mail, the calendar feed and
 * the passkeys' relying party all come from `url` in src/site.config.ts —
 * the same value the prerendered pages are built with — whatever address a
 * request came to (here a workers.dev one, as on a first deploy).
 */
const SITE = new URL(site.url);
const deployed = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" };
const elsewhere = { Host: "chapter-website.someone.workers.dev" };

/** The built site's shell, as the Worker reads it from ASSETS. */
const assets = {
  fetch: async () =>
    new Response(`<!DOCTYPE html><html lang="en"><head><title>Events</title><link rel="canonical" href="${site.url}/events"/></head><body></body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
} as unknown as Fetcher;

describe("the site's one address", () => {
  it("is what a Worker-written page, a mail, the calendar feed and the passkeys use", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const page = await callWithEnv({ ...deployed, ASSETS: assets }, "GET", `/events/${event.slug}`, { headers: elsewhere });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(`<link rel="canonical" href="${SITE.origin}/events/${event.slug}"/>`);
    expect(String(page.body)).toContain(`content="${SITE.origin}/og/events.png"`);
    expect(String(page.body)).not.toContain(elsewhere.Host);

    // Read as a calendar app reads it: a long address (every workers.dev one) is folded over lines.
    const feed = await callWithEnv(deployed, "GET", "/calendar.ics", { headers: elsewhere });
    const { events } = parseCalendar(String(feed.body));
    expect(events.find((one) => one.URL?.endsWith(`/events/${event.slug}`))?.URL).toBe(`${SITE.origin}/events/${event.slug}`);
    expect(events.some((one) => one.URL?.includes(elsewhere.Host))).toBe(false);

    const member = await registerMember();
    const send = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    await callWithEnv(deployed, "POST", "/api/auth/forgot-password", { body: { email: member.email }, headers: elsewhere });
    const mail = JSON.parse(String(send.mock.calls[0]![1]!.body));
    expect(mail.text).toContain(`${SITE.origin}/reset-password?token=`);

    const passkey = await callWithEnv(deployed, "POST", "/api/auth/passkeys/register/options", { cookie: member.cookie, headers: elsewhere });
    expect(passkey.body.data.rp.id).toBe(SITE.hostname);
  });
});
