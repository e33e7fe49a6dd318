import type { Mail } from "../../../email/types";
import { compose } from "../../../email/templates";

/** A contact-form message, forwarded to the chapter; replies go to the sender. */
export function contactForwardMail(to: string, from: { name: string; email: string; message: string }): Mail {
  const mail = compose("contact", to, `Contact form: ${from.name}`, [
    `${from.name} <${from.email}> wrote through the contact form:`,
    from.message,
    "Reply to this e-mail to answer them. Admins can also read every message on the website.",
  ]);
  return { ...mail, replyTo: from.email };
}
