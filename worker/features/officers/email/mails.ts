import { site } from "../../../../src/site.config";
import type { Mail } from "../../../email/types";
import { plural } from "../../../../src/shared/plural";
import { compose } from "../../../email/templates";

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
