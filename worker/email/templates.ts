import { dayAt } from "../../src/shared/time/days";
import { formatInstant } from "../../src/shared/time/formats";
import { site } from "../../src/site.config";
import { mailSubject } from "./subject";
import type { Mail, MailKind } from "./types";
import { escapeHtml } from "../../src/shared/html";
import { plural } from "../../src/shared/plural";
import { MINUTE, now } from "../lib/clock";

/** A mail that is worthless once its code or link has expired: the queue drops it then rather than send it late. */
const lastingMinutes = (mail: Mail, minutes: number): Mail => ({ ...mail, notAfter: now() + minutes * MINUTE });

/**
 * Every mail the site sends: short, with a plain-text and an HTML part, and
 * the chapter's name. Values are escaped in the HTML part.
 */
function compose(kind: MailKind, to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  const signature = `— ${site.productName}`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), signature].join("\n\n");
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:${site.brand.primary};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body}${button}<p style="color:#555">${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: mailSubject(subject), text, html, kind };
}

/** A contact-form message, forwarded to the chapter; replies go to the sender. */
export function contactForwardMail(to: string, from: { name: string; email: string; message: string }): Mail {
  const mail = compose("contact", to, `Contact form: ${from.name}`, [
    `${from.name} <${from.email}> wrote through the contact form:`,
    from.message,
    "Reply to this e-mail to answer them. Admins can also read every message on the website.",
  ]);
  return { ...mail, replyTo: from.email };
}

/** The health page's test mail, to the admin who asked for it. */
export function testMail(to: string, transport: string, healthUrl: string): Mail {
  // Only worth its answer on the health page: never retried later.
  return lastingMinutes(
    compose(
      "account",
      to,
      "Test mail",
      [
        `This is the test mail you asked for on ${site.productName}'s health page. It was sent through ${transport}, so members' sign-up codes and reset links arrive the same way.`,
      ],
      { label: "Back to the health page", url: healthUrl },
    ),
    1,
  );
}

export function verificationCodeMail(to: string, code: string, minutes: number): Mail {
  return lastingMinutes(
    compose("signup", to, `Your code: ${code}`, [
      `Welcome to ${site.productName}! Your verification code is ${code}.`,
      `Enter it on the sign-up page within ${plural(minutes, "minute")}. If you did not sign up, ignore this e-mail.`,
    ]),
    minutes,
  );
}

export function accountExistsMail(to: string, forgotPasswordUrl: string): Mail {
  return compose(
    "signup",
    to,
    "You already have an account",
    [
      `Someone tried to sign up for ${site.productName} with this address, but you already have an account.`,
      "Sign in, or reset your password if you have forgotten it. If this was not you, you can ignore this e-mail.",
    ],
    { label: "Reset your password", url: forgotPasswordUrl },
  );
}

export function passwordResetMail(to: string, resetUrl: string, minutes: number): Mail {
  const mail = compose(
    "account",
    to,
    "Reset your password",
    [
      "We received a request to reset your password.",
      `The link works once and expires in ${plural(minutes, "minute")}. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    ],
    { label: "Choose a new password", url: resetUrl },
  );
  return lastingMinutes(mail, minutes);
}

const NOT_YOU = "If this was not you, use “Forgot password” on the website at once to choose a new password, and tell the chapter's officers.";

/**
 * Security notice after a password change, a reset, or an admin setting the
 * password. A reset also removes the account's passkeys
 * (docs/decisions/051-password-reset-removes-passkeys.md): the notice says how many.
 */
export function passwordChangedMail(to: string, how: "changed" | "reset" | "set-by-admin", passkeysRemoved = 0): Mail {
  const what = {
    changed: "The password of your account was just changed, and every other device was signed out.",
    reset: "The password of your account was just reset with a link sent to this address, and every device was signed out.",
    "set-by-admin": "An admin just set a new password for your account, and every device was signed out.",
  }[how];
  const passkeys =
    passkeysRemoved > 0
      ? [`${passkeysRemoved === 1 ? "Its passkey was" : `Its ${passkeysRemoved} passkeys were`} removed too. Add one again on your account's Security page.`]
      : [];
  return compose("account", to, "Your password was changed", [
    what,
    ...passkeys,
    how === "set-by-admin" ? "Ask the chapter's officers for it, or choose your own with “Forgot password”." : NOT_YOU,
  ]);
}

/** Where a passkey notice sends the member: the Security page, and the reset form. */
export type PasskeyNoticeLinks = { security: string; forgotPassword: string };

/**
 * Security notice when a passkey is added to the account or removed from it
 * (by its owner or an admin): which passkey, when, and how to undo it. A
 * passkey signs in without the password, so someone who had the password
 * for a moment could otherwise keep the account unnoticed.
 */
export function passkeyChangedMail(
  to: string,
  change: { what: "added" | "removed"; name: string; at: number; byAdmin?: boolean },
  links: PasskeyNoticeLinks,
): Mail {
  const when = chapterTime(change.at);
  const reset = `choose a new password at ${links.forgotPassword} — a password reset signs out every device and removes every passkey of the account — and tell the chapter's officers.`;
  const paragraphs =
    change.what === "added"
      ? [
          `A passkey named “${change.name}” was added to your account on ${when}. It signs in to your account without the password.`,
          `If this was you, there is nothing more to do. If it was not, remove it on your account's Security page at once, then ${reset}`,
        ]
      : [
          `${change.byAdmin ? "An admin removed" : "You removed"} the passkey “${change.name}” from your account on ${when}. It can no longer sign in.`,
          `To use a passkey on that device again, add a new one on your account's Security page. If you did not ask for this, ${reset}`,
        ];
  return compose("account", to, change.what === "added" ? "A passkey was added to your account" : "A passkey was removed from your account", paragraphs, {
    label: "Open your Security page",
    url: links.security,
  });
}

/**
 * Security notice when an account's address changes: by an admin (to the
 * old and the new address), or by the member with a code sent to the new
 * one (to the old address, which can no longer reset the password).
 */
export function emailChangedMail(to: string, oldEmail: string, newEmail: string, by: "admin" | "member" = "admin"): Mail {
  const what =
    by === "admin"
      ? `The e-mail address of your account was changed from ${oldEmail} to ${newEmail} by an admin.`
      : `The e-mail address of your account was changed from ${oldEmail} to ${newEmail}, confirmed with a code sent to the new address.`;
  const undo =
    by === "admin"
      ? "Sign-in, codes and reset links now use the new address. If this is not what you wanted, tell the chapter's officers."
      : "Sign-in, codes and reset links now use the new address, and reset links sent to this one no longer work. If this was not you, tell the chapter's officers at once through the contact page: an admin can give the account its address back.";
  return compose("account", to, "Your e-mail address was changed", [what, undo]);
}

/** The code that confirms a member's new address, sent to that address. */
export function emailChangeCodeMail(to: string, code: string, minutes: number): Mail {
  return lastingMinutes(
    compose("account", to, `Your code: ${code}`, [
      `Your code to confirm this address for your ${site.productName} account is ${code}.`,
      `Enter it on the account settings page within ${plural(minutes, "minute")}. Until then your account keeps its old address. If you did not ask for this, ignore this e-mail.`,
    ]),
    minutes,
  );
}

/** "Tue, Dec 1, 5:00 PM CST" in the chapter's time zone: how mails give an event's time. */
export function chapterTime(ms: number): string {
  return formatInstant("dayTime", ms, site.timeZone);
}

type EventForMail = { title: string; startsAt: number; location: string };

/**
 * What a mail about one event carries besides its words: the event as an
 * .ics file (same UID and the event's SEQUENCE, so a calendar updates its
 * copy in place), the event's page, and — for mail a member may turn off —
 * the one-click unsubscribe (RFC 8058: `List-Unsubscribe` with
 * `List-Unsubscribe-Post`, which mail apps show as "Unsubscribe") and a link
 * to the notifications page.
 */
export type EventMailExtras = {
  /** PUBLISH for the member's copy; CANCEL to take it out of their calendar (their RSVP is gone). */
  ics: { filename: string; content: string; method: "PUBLISH" | "CANCEL" };
  eventUrl: string;
  /** A signed link that cancels this RSVP (a page that asks first: opening it changes nothing). */
  cancelUrl?: string;
  unsubscribe: { oneClickUrl: string; preferencesUrl: string; what: string };
};

function eventMail(to: string, subject: string, paragraphs: string[], extras: EventMailExtras, action?: { label: string; url: string }): Mail {
  const footer = [
    ...(extras.cancelUrl ? [`Can't come after all? Cancel your RSVP, so someone else gets the place: ${extras.cancelUrl}`] : []),
    `You get ${extras.unsubscribe.what} because you RSVPed. Choose which mails you get: ${extras.unsubscribe.preferencesUrl}`,
  ];
  const mail = compose("event", to, subject, [...paragraphs, ...footer], action ?? { label: "See the event", url: extras.eventUrl });
  return {
    ...mail,
    headers: { "List-Unsubscribe": `<${extras.unsubscribe.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    attachments: [{ filename: extras.ics.filename, contentType: `text/calendar; charset=utf-8; method=${extras.ics.method}`, content: extras.ics.content }],
  };
}

const whenAndWhere = (event: EventForMail) => `${chapterTime(event.startsAt)}, ${event.location}`;

/** To a member who just RSVPed: going, or on the waitlist at `position`. */
export function rsvpConfirmedMail(
  to: string,
  event: EventForMail,
  rsvp: { status: "going" | "waitlist"; position: number | null },
  extras: EventMailExtras,
): Mail {
  if (rsvp.status === "going") {
    return eventMail(
      to,
      `You're going: ${event.title}`,
      [`You're going to ${event.title} (${whenAndWhere(event)}). The event is attached: open it to add it to your calendar.`],
      extras,
    );
  }
  return eventMail(
    to,
    `On the waitlist: ${event.title}`,
    [
      `${event.title} (${whenAndWhere(event)}) is full, so you are ${rsvp.position ? `number ${rsvp.position} ` : ""}on the waitlist. We will e-mail you if a place opens up.`,
      "The event is attached, marked tentative, if you want to keep the time free.",
    ],
    extras,
  );
}

/** To the member who moved up from the waitlist. */
export function waitlistPromotedMail(to: string, event: EventForMail, extras: EventMailExtras): Mail {
  return eventMail(
    to,
    `You have a place: ${event.title}`,
    [`A place opened up at ${event.title} (${whenAndWhere(event)}), and you were next on the waitlist: you are now going.`],
    extras,
  );
}

/**
 * How an RSVP ended: by the member (on the site, or with the link in a mail)
 * or by an officer; `status` what they had — a place, or one on the waitlist.
 */
export type RsvpRemoval = { status: "going" | "waitlist"; by: "member" | "officer" };

const REMOVED_FILE = "The attached file takes the event out of your calendar.";

/** To a member whose RSVP is gone, in words that fit what they had and who ended it (decision 095). */
export function rsvpRemovedMail(to: string, event: EventForMail, removal: RsvpRemoval, extras: EventMailExtras): Mail {
  const what = `${event.title} (${whenAndWhere(event)})`;
  if (removal.by === "officer") {
    return eventMail(
      to,
      `RSVP removed: ${event.title}`,
      [
        removal.status === "going"
          ? `An officer removed your RSVP for ${what}, so you no longer have a place. ${REMOVED_FILE}`
          : `An officer took you off the waitlist for ${what}, so we will not e-mail you if a place opens up. ${REMOVED_FILE}`,
        "If you still want to come, RSVP again on the event's page while places are open (or join the waitlist when it is full). If you think this was a mistake, write to the chapter's officers through the contact page.",
      ],
      extras,
    );
  }
  if (removal.status === "waitlist") {
    return eventMail(
      to,
      `Off the waitlist: ${event.title}`,
      [
        `You left the waitlist for ${what}, so we will not e-mail you if a place opens up. ${REMOVED_FILE}`,
        "Changed your mind? Join again on the event's page: you go to the end of the waitlist.",
      ],
      extras,
    );
  }
  return eventMail(
    to,
    `RSVP cancelled: ${event.title}`,
    [
      `Your RSVP for ${what} is cancelled, and your place is free for the next person. ${REMOVED_FILE}`,
      "Changed your mind? RSVP again on the event's page while places last.",
    ],
    extras,
  );
}

/** What changed about an event, in words: old → new for each field, or that it was cancelled or is back on. */
export type EventChange = { what: "cancelled"; reason?: string } | { what: "back" } | { what: "changed"; lines: string[] };

/** To everyone going or waiting when an event's time, place, title or status changes (its SEQUENCE went up). */
export function eventChangedMail(to: string, event: EventForMail, change: EventChange, extras: EventMailExtras): Mail {
  if (change.what === "cancelled") {
    return eventMail(
      to,
      `Cancelled: ${event.title}`,
      [
        `${event.title} (${whenAndWhere(event)}) is cancelled. Your RSVP needs nothing more from you; the attached file marks it cancelled in your calendar.`,
        ...(change.reason ? [change.reason] : []),
        "Sorry for the change of plans — we hope to see you at another event soon.",
      ],
      extras,
    );
  }
  if (change.what === "back") {
    return eventMail(
      to,
      `Back on: ${event.title}`,
      [`${event.title} (${whenAndWhere(event)}) is no longer cancelled, and your RSVP stands. The attached file updates your calendar.`],
      extras,
    );
  }
  return eventMail(
    to,
    `Changed: ${event.title}`,
    [`${event.title} has changed:`, ...change.lines, "Your RSVP stands. The attached file updates the event in your calendar."],
    extras,
  );
}

/** To everyone going, the day before; `feedbackAsk`: a line asking about an event they came to lately (decision 085). */
export function eventReminderMail(to: string, event: EventForMail, extras: EventMailExtras, feedbackAsk?: string): Mail {
  return eventMail(
    to,
    `Reminder: ${event.title}, ${chapterTime(event.startsAt)}`,
    [`See you at ${event.title}: ${whenAndWhere(event)}.`, ...(feedbackAsk ? feedbackAsk.split("\n") : [])],
    extras,
  );
}

/**
 * The reminder about two hours before (decision 092), queued by a run of the
 * hourly job at `at`: "today at 6:30 PM CST" in the chapter's zone, or the
 * day as well when the event starts after midnight there.
 */
export function eventStartsSoonMail(to: string, event: EventForMail, extras: EventMailExtras, at: number): Mail {
  const today = dayAt(event.startsAt, site.timeZone) === dayAt(at, site.timeZone);
  const when = today ? `today at ${formatInstant("zonedTime", event.startsAt, site.timeZone)}` : chapterTime(event.startsAt);
  return eventMail(
    to,
    `Starting soon: ${event.title}, ${when}`,
    [`${event.title} starts within the next two hours: ${when}, ${event.location}. See you there.`],
    extras,
  );
}

/**
 * What an officer wrote (decision 085): the Markdown as the text part, the
 * site's rendering of it (markdown.ts: raw HTML escaped, unsafe links
 * refused) as the HTML part, then why the member gets it and the one-click
 * unsubscribe of its topic.
 */
export function officerMessageMail(
  to: string,
  message: { subject: string; markdown: string; html: string; why: string },
  unsubscribe: { oneClickUrl: string; preferencesUrl: string },
): Mail {
  const signature = `— ${site.productName}`;
  const footer = `${message.why} Choose which mails you get: ${unsubscribe.preferencesUrl}`;
  const text = [message.markdown, footer, signature].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${message.html}<p style="color:#555">${escapeHtml(message.why)} <a href="${escapeHtml(unsubscribe.preferencesUrl)}">Choose which mails you get</a>.</p><p style="color:#555">${escapeHtml(signature)}</p></body></html>`;
  return {
    to,
    subject: mailSubject(message.subject),
    text,
    html,
    kind: "event",
    headers: { "List-Unsubscribe": `<${unsubscribe.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** To a recruiter's account when an admin grants (or changes) its access to the résumé book. */
export function sponsorInvitationMail(
  to: string,
  grant: { username: string; organisation: string; startsAt: number; endsAt: number },
  links: { signIn: string; forgotPassword: string },
): Mail {
  return compose(
    "account",
    to,
    `Your access to the résumé book for ${grant.organisation}`,
    [
      `You can now read ${site.productName}'s résumé book for ${grant.organisation}, from ${chapterTime(grant.startsAt)} until ${chapterTime(grant.endsAt)}.`,
      `Sign in with the username ${grant.username} (or this address) and open the résumé book from your profile. If you do not know the password, choose one with “Forgot password”: ${links.forgotPassword}`,
      "Members share their résumés for recruiting only: please do not pass them on outside your organisation.",
    ],
    { label: "Open the résumé book", url: links.signIn },
  );
}

/** To an address an admin invited to be an officer (issue 35): the link, and that signing up with this address does it too. */
export function officerInvitationMail(to: string, invitedBy: string, links: { accept: string; signUp: string }, days: number): Mail {
  return compose(
    "account",
    to,
    `You are invited to be an officer of ${site.productName}`,
    [
      `${invitedBy} invited you to be an officer of ${site.productName}. Officers run the chapter on the site: events, attendance and points, the site's content, mail to all members and the chats.`,
      `If you have an account with this address, sign in and open the link below. If not, sign up with this address: you become an officer when you confirm it (${links.signUp}).`,
      `The invitation works once and for ${plural(days, "day")}. If you did not expect it, you can ignore this e-mail.`,
    ],
    { label: "Accept the invitation", url: links.accept },
  );
}
