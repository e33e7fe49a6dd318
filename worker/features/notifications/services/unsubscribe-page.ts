import { escapeHtml } from "../../../../src/shared/html";
import { MAIL_TOPIC_TEXT, type MailTopic } from "../../../../src/shared/notifications";
import { site } from "../../../../src/site.config";
import { NOTIFICATIONS_PAGE } from "./notifications";

/**
 * The page a person sees at a mail's "Unsubscribe from these" address
 * (decision 123): the same address mail apps POST to (RFC 8058), opened in a
 * browser. Written whole by the Worker — no script, one form — so it works
 * signed out, before (and without) any JavaScript, in any mail app's browser.
 * It says what the member will stop getting, has one button, confirms, and
 * links to all their choices. It follows the device's light or dark theme.
 */

/** No script at all; the inline style only; the form posts back here. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
:root{color-scheme:light dark;--ink:#111827;--muted:#4b5563;--ground:#ffffff;--line:#d1d5db;--link:${site.brand.primary};--button:${site.brand.primary};--focus:${site.brand.primaryHover}}
@media (prefers-color-scheme:dark){:root{--ink:#f3f4f6;--muted:#d1d5db;--ground:#111827;--line:#374151;--link:${site.brand.onDark};--button:${site.brand.primary};--focus:${site.brand.onDark}}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--ground);overflow-wrap:anywhere}
header,main{max-width:36rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid var(--line)}
header a{color:var(--ink);font-weight:600;text-decoration:none}
h1{font-size:1.5rem;line-height:1.25;margin:1rem 0}
p{margin:0 0 1rem}
.muted{color:var(--muted)}
a{color:var(--link)}
a:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
button{font:inherit;font-weight:600;color:#fff;background:var(--button);border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:44px;width:100%;max-width:20rem;cursor:pointer}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} · ${site.productName}`)}</title><style>${STYLE}</style></head><body><header><a href="/">${escapeHtml(site.productName)}</a></header><main>${body}</main></body></html>`;
}

const choicesLink = (words: string) => `<a href="${escapeHtml(NOTIFICATIONS_PAGE)}">${escapeHtml(words)}</a>`;

/** Before the press: what stops, and the one button (a form that posts back to the same address). */
export function unsubscribeAskPage(topic: MailTopic, token: string): string {
  const text = MAIL_TOPIC_TEXT[topic];
  return page(
    `Unsubscribe from ${text.mails}`,
    `<h1>Unsubscribe from ${escapeHtml(text.mails)}?</h1>
<p>You will stop getting ${escapeHtml(text.mails)} from ${escapeHtml(site.productName)} at this address. These are: ${escapeHtml(text.hint)}</p>
<p class="muted">Mail about your account — sign-up codes, password resets, security notices — still comes.</p>
<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="from" value="page"><button type="submit">Unsubscribe</button></form>
<p style="margin-top:1.5rem">Or ${choicesLink("choose which mails you get")} (sign in first).</p>`,
  );
}

/** After the press. */
export function unsubscribeDonePage(topic: MailTopic): string {
  const text = MAIL_TOPIC_TEXT[topic];
  return page(
    "Unsubscribed",
    `<h1>You're unsubscribed</h1>
<p role="status">You will get no more ${escapeHtml(text.mails)}.</p>
<p>Changed your mind, or want fewer of the others? ${choicesLink("See all your choices")} (sign in first).</p>`,
  );
}

/** A link that is not ours, or too old: what happened and where to choose instead. */
export function unsubscribeFailedPage(message: string): string {
  return page(
    "This link does not work",
    `<h1>This link does not work</h1><p>${escapeHtml(message)}</p><p>${choicesLink("Choose which mails you get")} (sign in first).</p>`,
  );
}
