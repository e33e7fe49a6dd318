import { ApiError } from "../../../http/api-error";
import { deletePasskeysOfResetQuery } from "../../passkeys/db/passkeys";
import { resetLinkOwner, setPasswordWithResetQuery } from "../../../db/users";
import { consumeQuery, offerResetSecret } from "../db/verifications";
import { passwordChangedMail } from "../../../email/templates";
import { passwordResetMail } from "../email/mails";
import { MINUTE, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { randomToken } from "../../../lib/crypto";
import { hashPassword } from "../../../lib/passwords";
import { assertPasswordAcceptable } from "./password-policy";
import { createSession } from "../../../services/sessions";
import { passwordAttemptsKey } from "./sign-in";
import { throttleKeys } from "../../../lib/throttle-keys";
import { clearLoginAttempts, takeMailSlot } from "../../../services/throttle";
import { checkResetToken, exhausted, newSecret, resetToken, stored, VERIFICATION_RULES } from "./verification";

const LINK_MINUTES = VERIFICATION_RULES.reset.secretTtlMs / MINUTE;

/**
 * E-mails a single-use reset link when the address has an account; the answer
 * is the same either way, and so is the work done before it (one statement
 * stores the link only if the account exists; the mail goes after the
 * answer). A new link voids the previous one; a verification sends at most
 * three links, then quietly none until it ends.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<string> {
  const { db } = ctx;
  await ctx.assertCanMail("account");
  await takeMailSlot(db, throttleKeys.resetMail(email));
  const secret = randomToken(32);
  const offered = await newSecret("reset", email, secret);
  const result = await offerResetSecret(db, offered);
  if (result && stored(result, offered)) {
    const url = ctx.siteLink(`/reset-password?token=${encodeURIComponent(resetToken(result.id, secret))}`);
    await ctx.sendMailQuietly(passwordResetMail(email, url, LINK_MINUTES));
  }
  return `If an account uses ${email}, we sent it a link to reset the password. The link expires in ${LINK_MINUTES} minutes.`;
}

const linkFailures = {
  invalid: () => new ApiError("INVALID_TOKEN", "This reset link is invalid or has expired. Ask for a new one."),
  expired: () => new ApiError("INVALID_TOKEN", "This reset link is invalid or has expired. Ask for a new one."),
  tooMany: (endsAt: number) => exhausted(endsAt, "This reset link has been tried too often."),
};

/**
 * Sets a new password with a reset link; removes the account's passkeys and
 * ends every session of it, tells its owner, and signs this browser in with a new session: the link
 * proved the mailbox, as a sign-up code does
 * (docs/decisions/040-sign-in-after-password-reset.md).
 */
export async function resetPassword(ctx: ServiceContext, token: string, password: string) {
  const { db } = ctx;
  await assertPasswordAcceptable(ctx, password);
  const { row, secretHash } = await checkResetToken(db, token, linkFailures);
  const passwordHash = await hashPassword(password);
  // The password changes only while the link still holds this secret, in the
  // same transaction that spends it: a link raced twice changes it once.
  // Its passkeys go with the old password: whoever added one while holding
  // the password must not keep the account after the owner's recovery.
  const [changed, removed, spent] = await db.batch([
    setPasswordWithResetQuery(db, row.id, secretHash, passwordHash, now()),
    deletePasskeysOfResetQuery(db, resetLinkOwner(db, row.id, secretHash)),
    consumeQuery(db, row.id, secretHash),
  ]);
  const user = changed[0];
  if (!user || spent.length === 0) throw linkFailures.invalid();
  const passkeysRemoved = removed.length;
  await clearLoginAttempts(db, passwordAttemptsKey(user.id));
  await ctx.sendMailQuietly(passwordChangedMail(row.email, "reset", passkeysRemoved));
  // After the version bump above, so this session is the account's only one.
  const session = await createSession(ctx.env, user);
  return { userId: user.id, ...session, passkeysRemoved, message: resetMessage(passkeysRemoved) };
}

/** The answer's words: signed in, and how many passkeys went with the old password. */
function resetMessage(passkeysRemoved: number): string {
  const signedIn = "Your password has been reset, and you are signed in.";
  if (passkeysRemoved === 0) return signedIn;
  const which = passkeysRemoved === 1 ? "Your passkey was" : `Your ${passkeysRemoved} passkeys were`;
  return `${signedIn} ${which} removed: add one again under Profile → Security.`;
}
