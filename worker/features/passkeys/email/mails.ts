import type { Mail } from "../../../email/types";
import { type MailPart, chapterTime, compose } from "../../../email/templates";

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
  const reset: MailPart = {
    text: "A password reset signs out every device and removes every passkey of the account; then tell the chapter's officers.",
    link: { label: "Choose a new password", url: links.forgotPassword },
  };
  const paragraphs: MailPart[] =
    change.what === "added"
      ? [
          `A passkey named “${change.name}” was added to your account on ${when}. It signs in to your account without the password.`,
          "If this was you, there is nothing more to do. If it was not, remove it on your account's Security page at once, then choose a new password.",
          reset,
        ]
      : [
          `${change.byAdmin ? "An admin removed" : "You removed"} the passkey “${change.name}” from your account on ${when}. It can no longer sign in.`,
          "To use a passkey on that device again, add a new one on your account's Security page. If you did not ask for this, choose a new password.",
          reset,
        ];
  return compose("account", to, change.what === "added" ? "A passkey was added to your account" : "A passkey was removed from your account", paragraphs, {
    label: "Open your Security page",
    url: links.security,
  });
}
