import { uniqueViolation } from "../../../db/client";
import { setEmailWithChangeQuery } from "../../../db/users";
import { consumeQuery, deleteResetsOfUserQuery, offerEmailChangeSecret } from "../db/verifications";
import { emailChangedMail } from "../../../email/templates";
import { emailChangeCodeMail } from "../email/mails";
import { ApiError } from "../../../http/api-error";
import { MINUTE, now } from "../../../lib/clock";
import { randomDigits } from "../../../lib/crypto";
import type { ServiceContext } from "../../../services/context";
import { assertRecentSignInOrPassword } from "./reauth";
import type { AuthenticatedUser } from "../../../services/sessions";
import { throttleKeys } from "../../../lib/throttle-keys";
import { takeMailSlot } from "../../../services/throttle";
import { checkEmailChangeCode, exhausted, newSecret, stored, VERIFICATION_RULES } from "./verification";
import { grantConfiguredAdmin } from "../../../services/configured-admins";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * A member changes their own e-mail address
 * (docs/decisions/060-changing-your-own-e-mail.md): a 6-digit code goes to
 * the new address through the one verification mechanism (hashed, expiring,
 * single use, capped per account), and the address changes only when the
 * code comes back; then the old address is told.
 */

const CODE_MINUTES = VERIFICATION_RULES["email-change"].secretTtlMs / MINUTE;

const codeFailures = {
  invalid: () => new ApiError("INVALID_CODE", "That code is not valid. Check the e-mail we sent to your new address, or ask for a new code."),
  expired: () => new ApiError("CODE_EXPIRED", "This code has expired. Ask for a new code."),
  tooMany: (endsAt: number) => exhausted(endsAt, "Too many codes or wrong guesses for this change of address."),
};

/**
 * Needs a sign-in from the last ten minutes or the current password. The
 * answer is the same whether or not another account uses the address (the
 * code proves the mailbox first; only its holder learns that it is taken).
 */
export async function startEmailChange(ctx: ServiceContext, auth: AuthenticatedUser, newEmail: string, currentPassword: string | undefined) {
  const { db } = ctx;
  await ctx.assertCanMail("account");
  await assertRecentSignInOrPassword(ctx, auth, currentPassword);
  if (newEmail === auth.user.email.toLowerCase()) {
    const message = "This is already your e-mail address.";
    throw new ApiError("VALIDATION_ERROR", message, {}, { newEmail: message });
  }
  await takeMailSlot(db, throttleKeys.codeMail(newEmail));
  const code = randomDigits(6);
  const offered = await newSecret("email-change", newEmail, code);
  const result = await offerEmailChangeSecret(db, { ...offered, userId: auth.user.id });
  // No row: the account went between the session check and now.
  if (!result) throw new ApiError("UNAUTHENTICATED", "You are not signed in.");
  if (!stored(result, offered)) throw codeFailures.tooMany(result.endsAt);
  await ctx.sendMail(emailChangeCodeMail(newEmail, code, CODE_MINUTES));
  return { newEmail, expiresAt: formatUtcInstant(offered.expiresAt), message: `We sent a 6-digit code to ${newEmail}. Enter it to confirm the new address.` };
}

/**
 * Checks the code and moves the account to the new address, in one batch
 * with spending the code and voiding reset links sent to the old address.
 * 409 EMAIL_TAKEN when another account has the address by now.
 */
export async function confirmEmailChange(ctx: ServiceContext, auth: AuthenticatedUser, code: string) {
  const { db } = ctx;
  const { row, secretHash } = await checkEmailChangeCode(db, auth.user.id, code, codeFailures);
  const oldEmail = auth.user.email;
  let changed: { id: string; email: string; roles: string }[];
  let spent: { id: string }[];
  try {
    [changed, spent] = await db.batch([
      setEmailWithChangeQuery(db, auth.user.id, row.id, secretHash, now()),
      consumeQuery(db, row.id, secretHash),
      deleteResetsOfUserQuery(db, auth.user.id),
    ]);
  } catch (error) {
    if (uniqueViolation(error) === "email") {
      throw new ApiError("EMAIL_TAKEN", "Another account already uses this address. Sign in to that account instead, or choose another address.");
    }
    throw error;
  }
  const updated = changed[0];
  // Spent by a parallel request with the same code: that one changed the address.
  if (!updated || spent.length === 0) throw codeFailures.invalid();
  await grantConfiguredAdmin(ctx, updated);
  await ctx.sendMailQuietly(emailChangedMail(oldEmail, oldEmail, updated.email, "member"));
  return { email: updated.email, message: `Your e-mail address is now ${updated.email}.` };
}
