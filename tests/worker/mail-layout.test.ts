import { describe, expect, it } from "vitest";
import type { OutboxMail } from "../../src/shared/dev-outbox";
import { site } from "../../src/site.config";
import { call, ORIGIN } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, HOUR_MS, registerOfficer, rsvp, unrsvp, utcFromNow } from "./support/events";
import { registerMember } from "./support/members";
import { mailsTo } from "./support/outbox";

/**
 * Mails that read well on a phone (issue 34, decision 123), checked on the
 * mails as rendered and kept by the local outbox: every address in the HTML
 * part is a link or a button, never visible text; the HTML is one column of
 * at most 600 px where long words wrap; there is a plain-text part; every
 * link goes to the site (here the address the tests reach it at — also from
 * the hourly job, whose reminders linked to the sample chapter's domain);
 * every mail not about the member's account ends with "Unsubscribe from these".
 */

/** What a reader sees of the HTML part: the text without tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<head>.*?<\/head>/s, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

function expectReadableOnAPhone(mail: OutboxMail, options: { unsubscribe: boolean }) {
  const seen = visibleText(mail.html);
  expect(seen, mail.subject).not.toMatch(/https?:\/\/|token=|www\./);
  // No unbroken run a phone cannot wrap (a token made one mail 1,430 px wide).
  for (const word of seen.split(/\s+/)) expect(word.length, `${mail.subject}: ${word}`).toBeLessThanOrEqual(40);
  expect(mail.html).toContain("max-width:600px");
  expect(mail.html).toContain("overflow-wrap:anywhere");
  expect(mail.html).toContain('name="viewport"');
  expect(mail.text.length).toBeGreaterThan(20);
  expect(mail.text).not.toMatch(/<[a-z]/i);
  const links = hrefsOf(mail.html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${ORIGIN}/`), `${mail.subject}: ${link}`).toBe(true);
  if (options.unsubscribe) {
    expect(mail.html).toMatch(/<a href="https:\/\/chapter\.test\/api\/notifications\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe from these<\/a>/);
    const address = /<(.+)>/.exec(mail.headers["List-Unsubscribe"] ?? "")![1]!;
    expect(links).toContain(address);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`Unsubscribe from these: ${address}`);
  } else {
    expect(mail.html).not.toContain("Unsubscribe");
  }
}

describe("every mail on a phone", () => {
  it("confirmations, removals, changes, reminders from the hourly job, announcements, and account mail", { timeout: 120_000 }, async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    // A title and a place with long words: they wrap (the HTML says so), and no address is shown.
    const event = await createEvent(officer.cookie, {
      title: "Layout Night",
      location: "Keller Hall 3-180",
      startsAt: utcFromNow(30 * HOUR_MS),
      endsAt: utcFromNow(32 * HOUR_MS),
    });
    const member = await registerMember();
    const leaver = await registerMember();
    await rsvp(event.id, member.cookie);
    await rsvp(event.id, leaver.cookie);
    await unrsvp(event.id, leaver.cookie);
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Lind Hall 305" } });
    clock.advance(8 * HOUR_MS);
    await runCron({ daily: false });
    const sent = await call("POST", "/api/mailings", {
      cookie: officer.cookie,
      // To the event's people (one here, so it goes at once; an announcement to all goes five at once, the rest hourly).
      body: { audience: "going", eventId: event.id, subject: "Elections next week", body: "Vote for the new board on **Thursday**." },
    });
    expect(sent.status).toBe(201);
    await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });

    const mails = await mailsTo(member.email);
    const subjects = mails.map((mail) => mail.subject);
    for (const prefix of ["You're going: Layout Night", "New place: Layout Night", "Reminder: Layout Night", "Elections next week", "Reset your password"]) {
      expect(
        subjects.some((subject) => subject.startsWith(prefix)),
        `${prefix} in ${subjects.join(" | ")}`,
      ).toBe(true);
    }
    for (const mail of mails) expectReadableOnAPhone(mail, { unsubscribe: !mail.subject.startsWith("Reset your password") });
    const [left] = (await mailsTo(leaver.email)).filter((mail) => mail.subject.startsWith("RSVP cancelled"));
    expectReadableOnAPhone(left!, { unsubscribe: true });

    // The confirmation offers the member's own calendar and the cancel page, each as a link.
    const confirmation = mails.find((mail) => mail.subject.startsWith("You're going"))!;
    expect(confirmation.html).toMatch(/<a href="https:\/\/chapter\.test\/profile\/events#personal-calendar"[^>]*>Add to my calendar<\/a>/);
    expect(confirmation.html).toMatch(/<a href="https:\/\/chapter\.test\/rsvp\/cancel\?token=[^"]+"[^>]*>Cancel my RSVP<\/a>/);
    // The reminder from the hourly job links where the site runs, not to the identity file's domain.
    const reminder = mails.find((mail) => mail.subject.startsWith("Reminder"))!;
    expect(reminder.html).not.toContain(new URL(site.url).hostname);
  });
});
