import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, registerOfficer, rsvp } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { mailsTo } from "./support/outbox";

/**
 * An unsubscribe a person can use (issue 34, decision 123): the address of a
 * mail's "Unsubscribe from these" link (and its List-Unsubscribe header),
 * opened in a browser signed out, is a page that says what stops, with one
 * button (a form that posts without any script), a confirmation and a link to
 * all the member's choices; opening it changes nothing. The same address
 * keeps answering RFC 8058's one-click POST with the JSON envelope.
 */

async function unsubscribePath(member: Member): Promise<string> {
  const officer = await registerOfficer();
  const event = await createEvent(officer.cookie, { title: "Unsubscribe Page Night" });
  await rsvp(event.id, member.cookie);
  const [confirmation] = (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith("You're going: Unsubscribe Page Night"));
  const link = /href="([^"]+)"[^>]*>Unsubscribe from these</.exec(confirmation!.html)![1]!.replace(/&amp;/g, "&");
  expect(`<${link}>`).toBe(confirmation!.headers["List-Unsubscribe"]);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const settingsOf = async (member: Member) => (await call("GET", "/api/me/notifications", { cookie: member.cookie })).body.data;
const formPost = (path: string, body: string) => call("POST", path, { rawBody: body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });

describe("the unsubscribe page", () => {
  it("opened signed out: says what stops, one button in a form that posts, and changes nothing until pressed", async () => {
    const member = await registerMember();
    const path = await unsubscribePath(member);
    const page = await call("GET", path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(page.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
    expect(page.headers.get("Content-Security-Policy")).not.toMatch(/script-src/);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    // Not no-referrer: the form's post would carry `Origin: null`, which the origin guard refuses (tests/e2e/unsubscribe.test.ts).
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    const html = String(page.body);
    expect(html).toContain("<h1>Unsubscribe from RSVP confirmations?</h1>");
    expect(html).toContain("You will stop getting RSVP confirmations");
    expect(html).not.toContain("<script");
    const form = /<form method="post" action="([^"]+)">/.exec(html);
    expect(form).toBeTruthy();
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('href="/profile/notifications"');
    expect(html).toMatch(/<main>/);
    expect((await settingsOf(member)).confirmations).toBe(true);

    // The button: the form's post from the page answers the confirmation page.
    const action = form![1]!.replace(/&amp;/g, "&");
    expect(action).toBe(`?${new URL(`https://x${path}`).search.slice(1)}`);
    const done = await formPost(path, "from=page");
    expect(done.status).toBe(200);
    expect(String(done.body)).toContain("You're unsubscribed");
    expect(String(done.body)).toContain("You will get no more RSVP confirmations.");
    expect(String(done.body)).toContain('href="/profile/notifications"');
    expect(await settingsOf(member)).toEqual({ confirmations: false, reminders: true, changes: true, announcements: true });
  });

  it("the same address answers RFC 8058's one-click POST with the envelope", async () => {
    const member = await registerMember();
    const path = await unsubscribePath(member);
    const oneClick = await formPost(path, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ data: { topic: "confirmations" }, message: "You will get no more RSVP confirmations." });
    expect((await settingsOf(member)).confirmations).toBe(false);
  });

  it("a forged, incomplete or expired link is a page that says so, with the way to choose instead; nothing changes", async () => {
    const member = await registerMember();
    const path = await unsubscribePath(member);
    const forged = `${path.slice(0, -3)}abc`;
    const bad = await call("GET", forged);
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("This link does not work");
    expect(String(bad.body)).toContain('href="/profile/notifications"');
    expect((await formPost(forged, "from=page")).status).toBe(400);
    expect((await call("GET", "/api/notifications/unsubscribe")).status).toBe(400);
    expect((await settingsOf(member)).confirmations).toBe(true);
    useTestClock().advance(366 * DAY_MS);
    const old = await call("GET", path);
    expect(old.status).toBe(410);
    expect(String(old.body)).toContain("has expired");
    expect((await formPost(path, "from=page")).status).toBe(410);
    const optOuts = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_opt_outs WHERE user_id = ?").bind(member.id).first<{ n: number }>();
    expect(optOuts?.n).toBe(0);
  });
});
