import type * as z from "zod/mini";
import type { signupRequestSchema } from "../../../../src/shared/auth";
import { parseGraduationTerm } from "../../../../src/shared/profile";
import { DEFAULT_ROLES } from "../../../../src/shared/roles";
import { ApiError } from "../../../http/api-error";
import { uniqueViolation } from "../../../db/client";
import { consumeQuery, offerSignupSecret, renewSignupSecret, usernameUnavailable, type SignupProfile } from "../db/verifications";
import { insertUserQuery } from "../../../db/users";
import { accountExistsMail, verificationCodeMail } from "../email/mails";
import { MINUTE, now } from "../../../lib/clock";
import { randomDigits, sha256Hex, timingSafeEqual } from "../../../lib/crypto";
import { hashPassword } from "../../../lib/passwords";
import { createSession } from "../../../services/sessions";
import type { ServiceContext } from "../../../services/context";
import { assertPasswordAcceptable } from "./password-policy";
import { throttleKeys } from "../../../lib/throttle-keys";
import { takeMailSlot } from "../../../services/throttle";
import { checkSignupCode, exhausted, minutesUntil, newSecret, stored, VERIFICATION_RULES } from "./verification";
import { plural } from "../../../../src/shared/plural";
import { acceptOnSignup } from "../../officers/services/officers";
import { adminGrantQueries, isConfiguredAdmin, logAdminGrant, pendingAdminGrant } from "../../../services/configured-admins";
import { adminExists } from "../../../db/admin-grants";
import { usernameBase, usernameCandidates } from "./derived-username";
import { newId } from "../../../lib/ids";

const CODE_MINUTES = VERIFICATION_RULES.signup.secretTtlMs / MINUTE;

const tooManyForAddress = (endsAt: number) =>
  exhausted(endsAt, "This address has been sent the most codes, or had the most wrong guesses, that one sign-up may.");

/**
 * Starts a sign-up: holds it as pending, bound to this browser, and e-mails
 * a 6-digit code. An address that already has an account gets the same
 * answer (so the form never tells whether an address is registered) and
 * its owner is told by e-mail instead; both cases do the same work.
 *
 * A sign-up already pending for the address is never taken over
 * (docs/decisions/014-pending-sign-up-binding.md): asking again re-sends a
 * code for it — with its own username and password, and still bound to the
 * browser that started it (the same browser may correct them) — until it
 * ends, an hour after it began; only then can anyone start a new one.
 * One exception while the site has no admin: a sign-up for an ADMIN_EMAILS
 * address from another browser replaces the pending one, so a sign-up
 * someone else started cannot keep the chapter's first admin out; the one
 * whose browser enters the mailed code wins (decision 105).
 */
export async function startSignup(ctx: ServiceContext, input: z.output<typeof signupRequestSchema>, browserId: string): Promise<string> {
  const { db } = ctx;
  await ctx.assertCanMail("signup");
  await assertPasswordAcceptable(ctx, input.password);
  const username = await chosenOrDerivedUsername(ctx, input);
  await takeMailSlot(db, throttleKeys.codeMail(input.email));
  // Hashed in every case, so that timing does not tell the cases apart either.
  const passwordHash = await hashPassword(input.password);
  const code = randomDigits(6);
  const offered = await newSecret("signup", input.email, code);
  const result = await offerSignupSecret(db, {
    ...offered,
    browserHash: await sha256Hex(browserId),
    username,
    passwordHash,
    profile: signupProfile(input),
    takeOver: isConfiguredAdmin(ctx.env, input.email) && !(await adminExists(db)),
  });
  if (!result) {
    await ctx.sendMail(accountExistsMail(input.email, ctx.siteLink("/forgot-password")));
  } else if (stored(result, offered)) {
    await ctx.sendMail(verificationCodeMail(input.email, code, CODE_MINUTES));
  } else {
    throw tooManyForAddress(result.endsAt);
  }
  return `We sent a 6-digit code to ${input.email}. Enter it to finish signing up.`;
}

/**
 * The username the member chose, refused when taken; or, at the door where none is asked
 * (decision 145), one made from the name: the plain form, else with four random digits.
 */
async function chosenOrDerivedUsername(ctx: ServiceContext, input: z.output<typeof signupRequestSchema>): Promise<string> {
  const at = now();
  if (input.username !== undefined) {
    if (await usernameUnavailable(ctx.db, input.username, input.email, at)) {
      throw new ApiError("USERNAME_TAKEN", "That username is taken. Please choose another.");
    }
    return input.username;
  }
  for (const candidate of usernameCandidates(usernameBase(input.firstName, input.lastName), 5)) {
    if (!(await usernameUnavailable(ctx.db, candidate, input.email, at))) return candidate;
  }
  throw new ApiError("USERNAME_TAKEN", "We could not make a username from your name. Please try again.");
}

/** The optional parts of a sign-up as the account stores them: names "" and the rest null when not given. */
function signupProfile(input: z.output<typeof signupRequestSchema>): SignupProfile {
  const term = input.graduationTerm === undefined ? undefined : parseGraduationTerm(input.graduationTerm);
  return {
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    major: input.major ?? null,
    graduationSeason: term?.season ?? null,
    graduationYear: term?.year ?? null,
  };
}

/** Sends a fresh code (voiding the old one) when the address has a pending sign-up; same answer otherwise. */
export async function resendCode(ctx: ServiceContext, email: string): Promise<string> {
  await ctx.assertCanMail("signup");
  await takeMailSlot(ctx.db, throttleKeys.codeMail(email));
  const code = randomDigits(6);
  const { id: _id, ...offered } = await newSecret("signup", email, code);
  const result = await renewSignupSecret(ctx.db, offered);
  if (result && !stored(result, offered)) throw tooManyForAddress(result.endsAt);
  if (result) await ctx.sendMailQuietly(verificationCodeMail(email, code, CODE_MINUTES));
  return `If a sign-up is waiting for ${email}, we sent it a new code.`;
}

const codeFailures = {
  invalid: () => new ApiError("INVALID_CODE", "That code is not valid. Check the e-mail we sent, or ask for a new code."),
  expired: () => new ApiError("CODE_EXPIRED", "This code has expired. Ask for a new code."),
  tooMany: (endsAt: number) => exhausted(endsAt, "Too many wrong codes for this sign-up."),
};

function otherBrowser(endsAt: number) {
  const minutes = minutesUntil(endsAt);
  return new ApiError(
    "SIGNUP_OTHER_BROWSER",
    "This sign-up was started in another browser (or this browser's cookies were cleared since). " +
      `Enter the code in the browser where you signed up, or sign up again here in ${plural(minutes, "minute")}.`,
  );
}

/** Checks the code and the browser; on success creates the account and signs it in. */
export async function verifyCode(ctx: ServiceContext, email: string, code: string, browserId: string | undefined) {
  const { db } = ctx;
  const { row, secretHash } = await checkSignupCode(db, email, code, codeFailures);
  const sameBrowser = browserId !== undefined && timingSafeEqual(await sha256Hex(browserId), row.browserHash ?? "");
  if (!sameBrowser) throw otherBrowser(row.endsAt);
  if (!row.username || !row.passwordHash) throw codeFailures.invalid();

  const at = now();
  const user = {
    id: newId(),
    username: row.username,
    email: row.email,
    passwordHash: row.passwordHash,
    firstName: row.firstName,
    lastName: row.lastName,
    major: row.major,
    graduationSeason: row.graduationSeason,
    graduationYear: row.graduationYear,
    roles: DEFAULT_ROLES,
    timeAdded: at,
    timeUpdated: at,
  };
  const grant = await pendingAdminGrant(ctx.env, user);
  try {
    // The account and the spent code in one transaction: the same code sent
    // twice at once creates one account (the second insert fails as a whole).
    // A verified address accepts the officer invitations pending for it (decision 135), and an
    // ADMIN_EMAILS address granted never before becomes admin (decision 105), in the same batch.
    const accepting = acceptOnSignup(ctx, user.email, user.id, user.roles, at);
    const results = await db.batch([
      insertUserQuery(db, user),
      consumeQuery(db, row.id, secretHash),
      ...accepting,
      ...(grant ? adminGrantQueries(db, grant, user.roles) : []),
    ]);
    if (grant && (results[2 + accepting.length] as unknown[]).length > 0) logAdminGrant(user.email);
  } catch (error) {
    const field = uniqueViolation(error);
    if (field === "username") throw new ApiError("USERNAME_TAKEN", "That username was taken meanwhile. Please sign up again with another.");
    if (field) throw new ApiError("EMAIL_TAKEN", "This address already has an account. Sign in instead.");
    throw error;
  }
  const { sessionId, expiresAt, handle } = await createSession(ctx.env, { id: user.id, sessionVersion: 0 });
  return { userId: user.id, sessionId, expiresAt, handle };
}
