import { site } from "../../../../src/site.config";
import type { Mail } from "../../../email/types";
import { chapterTime, compose } from "../../../email/templates";

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
      `Sign in with the username ${grant.username} (or this address) and open the résumé book from your profile.`,
      { text: "If you do not know the password, choose one:", link: { label: "Forgot password", url: links.forgotPassword } },
      "Members share their résumés for recruiting only: please do not pass them on outside your organisation.",
    ],
    { label: "Open the résumé book", url: links.signIn },
  );
}
