import { site } from "../../../../src/site.config";
import { mailSubject } from "../../../email/subject";
import type { Mail } from "../../../email/types";
import { type MailLink, type MailPart, mailDocument, partText, unsubscribeFooter, unsubscribeHeaders } from "../../../email/templates";

/**
 * What an officer wrote (decision 085): the Markdown as the text part, the
 * site's rendering of it (markdown.ts: raw HTML escaped, unsafe links
 * refused) as the HTML part, then why the member gets it (with the event's
 * page as a link) and the unsubscribe of its topic (decision 123).
 */
export function officerMessageMail(
  to: string,
  message: { subject: string; markdown: string; html: string; why: string; whyLink?: MailLink },
  unsubscribe: { oneClickUrl: string; preferencesUrl: string },
): Mail {
  const signature = `— ${site.productName}`;
  const footer = unsubscribeFooter({ ...unsubscribe, why: message.why });
  const about: MailPart[] = message.whyLink ? [{ text: "The event:", link: message.whyLink }] : [];
  const text = [message.markdown, signature, ...about.map(partText), ...footer.map(partText)].join("\n\n");
  const html = mailDocument(message.subject, message.html, [...about, ...footer]);
  return {
    to,
    subject: mailSubject(message.subject),
    text,
    html,
    kind: "event",
    headers: unsubscribeHeaders({ ...unsubscribe, why: message.why }),
  };
}
