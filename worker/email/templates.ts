import { formatInstant } from "../../src/shared/time/formats";
import { site } from "../../src/site.config";
import { mailSubject } from "./subject";
import type { Mail, MailKind } from "./types";
import { escapeHtml } from "../../src/shared/html";
import { MINUTE, now } from "../lib/clock";

/** A mail that is worthless once its code or link has expired: the queue drops it then rather than send it late. */
export const lastingMinutes = (mail: Mail, minutes: number): Mail => ({ ...mail, notAfter: now() + minutes * MINUTE });

/** A link in a mail: in the HTML part its label is the link (never the address), in the text part "label: address". */
export type MailLink = { label: string; url: string };
/** A paragraph: words, or words followed by a link. */
export type MailPart = string | { text: string; link: MailLink };

/**
 * What closes a mail a member may turn off (every mail not about their
 * account, decision 123): why they get it, a visible "Unsubscribe from
 * these" link — the same address mail apps POST to (RFC 8058's
 * List-Unsubscribe and List-Unsubscribe-Post headers), a page when a person
 * opens it — and a link to all their choices.
 */
export type MailUnsubscribe = { oneClickUrl: string; preferencesUrl: string; why: string };

/** Mails fit a phone and a 600 px reading pane: long words and addresses wrap rather than widen the mail. */
const WRAPPER =
  "max-width:600px;margin:0 auto;padding:24px 16px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:16px;line-height:1.5;color:#111;word-break:break-word;overflow-wrap:anywhere";
const SMALL = "color:#555;font-size:14px";

const linkHtml = (link: MailLink) => `<a href="${escapeHtml(link.url)}" style="color:${site.brand.primary}">${escapeHtml(link.label)}</a>`;
const partHtml = (part: MailPart, style = "") =>
  `<p${style ? ` style="${style}"` : ""}>${typeof part === "string" ? escapeHtml(part) : `${escapeHtml(part.text)} ${linkHtml(part.link)}`}</p>`;
export const partText = (part: MailPart) => (typeof part === "string" ? part : `${part.text} ${part.link.label}: ${part.link.url}`);

/** The HTML document of a mail around its body: one column of at most 600 px, the signature, the footer. */
export function mailDocument(subject: string, bodyHtml: string, footer: MailPart[]): string {
  const signature = `— ${site.productName}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0"><div style="${WRAPPER}">${bodyHtml}<p style="color:#555">${escapeHtml(signature)}</p>${footer.map((part) => partHtml(part, SMALL)).join("")}</div></body></html>`;
}

/** The footer of a mail a member may turn off, as parts. */
export function unsubscribeFooter(unsubscribe: MailUnsubscribe): MailPart[] {
  return [
    { text: unsubscribe.why, link: { label: "Unsubscribe from these", url: unsubscribe.oneClickUrl } },
    { text: "Or", link: { label: "choose which mails you get", url: unsubscribe.preferencesUrl } },
  ];
}

/** RFC 8058's headers: mail apps show "Unsubscribe" and POST to the address. */
export const unsubscribeHeaders = (unsubscribe: MailUnsubscribe) => ({
  "List-Unsubscribe": `<${unsubscribe.oneClickUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/**
 * Every mail the site sends: short, with a plain-text and an HTML part, and
 * the chapter's name. Values are escaped in the HTML part; every address is
 * a link or a button, never shown (decision 123); the HTML fits 600 px.
 */
export function compose(kind: MailKind, to: string, subject: string, parts: MailPart[], action?: MailLink, unsubscribe?: MailUnsubscribe): Mail {
  const signature = `— ${site.productName}`;
  const footer = unsubscribe ? unsubscribeFooter(unsubscribe) : [];
  const text = [...parts.map(partText), ...(action ? [`${action.label}: ${action.url}`] : []), signature, ...footer.map(partText)].join("\n\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${site.brand.primary};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : "";
  const html = mailDocument(subject, `${parts.map((part) => partHtml(part)).join("")}${button}`, footer);
  return { to, subject: mailSubject(subject), text, html, kind, ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {}) };
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

/** "Tue, Dec 1, 5:00 PM CST" in the chapter's time zone: how mails give an event's time. */
export function chapterTime(ms: number): string {
  return formatInstant("dayTime", ms, site.timeZone);
}
