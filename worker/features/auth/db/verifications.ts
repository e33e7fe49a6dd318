import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, verifications, type VerificationRow } from "../../../db/schema";

export type Purpose = VerificationRow["purpose"];

/** What a new secret needs: the caps are enforced by the statement that stores it. */
export type NewSecret = {
  id: string;
  email: string;
  secretHash: string;
  expiresAt: number;
  endsAt: number;
  at: number;
  maxSends: number;
  maxAttempts: number;
};

/** Who a sign-up says the member is, kept with it until the code is right (migrations/0012). */
export type SignupProfile = Pick<VerificationRow, "firstName" | "lastName" | "major" | "graduationSeason" | "graduationYear">;

/** The verification as it stands after a secret was offered to it. */
export type StoredSecret = { id: string; secretHash: string; endsAt: number };

/**
 * Stores a new secret for (purpose, address) in one statement, whatever the
 * state of an earlier verification, so two requests can never interleave:
 * - none, or one that has ended: a fresh verification starts;
 * - a live one with sends and guesses left: the new secret replaces the old
 *   (which stops working), and counts as one more send; the account data
 *   of a sign-up changes only when the same browser asks again;
 * - a live one that has used its caps: nothing changes.
 * The caller compares the returned secret hash with its own to know which.
 * `source` decides whether a row may be inserted at all (see the callers).
 * `takeOver` (a sign-up for an ADMIN_EMAILS address while the site has no
 * admin, decision 105): another browser's sign-up replaces a live one, its
 * account data and browser included, as a fresh first send; only the guess
 * cap still holds it back, so the owner of the address is never locked out
 * by a sign-up someone else started, and whoever enters the mailed code wins.
 * A verification is one per (purpose, address), except an e-mail change:
 * one per account, whose renewed secret may be for another address
 * (migrations/0014_email_change_verifications.sql).
 */
function upsertSecret(db: Db, purpose: Purpose, secret: NewSecret, source: ReturnType<typeof sql>, values: ReturnType<typeof sql>, takeOver = false) {
  const target = purpose === "email-change" ? sql`(user_id) WHERE purpose = 'email-change'` : sql`(purpose, email) WHERE purpose IN ('signup', 'reset')`;
  const { at, maxSends, maxAttempts } = secret;
  const ended = sql`verifications.ends_at <= ${at}`;
  const sameBrowser = sql`(excluded.browser_hash IS NOT NULL AND verifications.browser_hash IS excluded.browser_hash)`;
  const exhausted = takeOver
    ? sql`(verifications.attempts >= ${maxAttempts} OR (${sameBrowser} AND verifications.sends >= ${maxSends}))`
    : sql`(verifications.sends >= ${maxSends} OR verifications.attempts >= ${maxAttempts})`;
  const renewed = sql`(${ended} OR NOT ${exhausted})`;
  const takenOver = takeOver ? sql`(NOT ${exhausted} AND NOT ${sameBrowser})` : sql`0`;
  const accountData = sql`(${ended} OR (NOT ${exhausted} AND ${sameBrowser}) OR ${takenOver})`;
  return db.get<StoredSecret | undefined>(sql`
    INSERT INTO verifications
      (id, purpose, email, secret_hash, expires_at, ends_at, sends, attempts, created_at, browser_hash, username, password_hash, user_id,
       first_name, last_name, major, graduation_season, graduation_year)
    SELECT ${secret.id}, ${purpose}, ${secret.email}, ${secret.secretHash}, ${secret.expiresAt}, ${secret.endsAt}, 1, 0, ${at}, ${values}
    ${source}
    ON CONFLICT ${target} DO UPDATE SET
      id = CASE WHEN ${ended} THEN excluded.id ELSE verifications.id END,
      email = CASE WHEN ${renewed} THEN excluded.email ELSE verifications.email END,
      secret_hash = CASE WHEN ${renewed} THEN excluded.secret_hash ELSE verifications.secret_hash END,
      expires_at = CASE WHEN ${renewed} THEN excluded.expires_at ELSE verifications.expires_at END,
      ends_at = CASE WHEN ${ended} THEN excluded.ends_at ELSE verifications.ends_at END,
      sends = CASE WHEN ${ended} OR ${takenOver} THEN 1 WHEN ${exhausted} THEN verifications.sends ELSE verifications.sends + 1 END,
      attempts = CASE WHEN ${ended} THEN 0 ELSE verifications.attempts END,
      created_at = CASE WHEN ${ended} THEN excluded.created_at ELSE verifications.created_at END,
      browser_hash = CASE WHEN ${ended} OR ${takenOver} THEN excluded.browser_hash ELSE verifications.browser_hash END,
      username = CASE WHEN ${accountData} THEN excluded.username ELSE verifications.username END,
      password_hash = CASE WHEN ${accountData} THEN excluded.password_hash ELSE verifications.password_hash END,
      first_name = CASE WHEN ${accountData} THEN excluded.first_name ELSE verifications.first_name END,
      last_name = CASE WHEN ${accountData} THEN excluded.last_name ELSE verifications.last_name END,
      major = CASE WHEN ${accountData} THEN excluded.major ELSE verifications.major END,
      graduation_season = CASE WHEN ${accountData} THEN excluded.graduation_season ELSE verifications.graduation_season END,
      graduation_year = CASE WHEN ${accountData} THEN excluded.graduation_year ELSE verifications.graduation_year END,
      user_id = CASE WHEN ${ended} THEN excluded.user_id ELSE verifications.user_id END
    RETURNING id, secret_hash AS secretHash, ends_at AS endsAt`);
}

/**
 * A code for a member's new address, held per account: asking again (for
 * this or another address) replaces the code and counts as one more send,
 * within the same caps. Stored whether or not another account uses the
 * address, so the answer tells nothing about it; the change itself decides.
 */
export function offerEmailChangeSecret(db: Db, secret: NewSecret & { userId: string }) {
  return upsertSecret(
    db,
    "email-change",
    secret,
    sql`FROM ${users} WHERE ${users.id} = ${secret.userId}`,
    sql`NULL, NULL, NULL, ${users.id}, '', '', NULL, NULL, NULL`,
  );
}

/** The account's e-mail change in progress, if any. */
export async function findEmailChange(db: Db, userId: string): Promise<VerificationRow | undefined> {
  return db
    .select()
    .from(verifications)
    .where(and(eq(verifications.purpose, "email-change"), eq(verifications.userId, userId)))
    .get();
}

/**
 * A sign-up's code, unless the address already has an account (then nothing
 * is stored and nothing returned). One statement either way, so both cases
 * cost the same.
 */
export function offerSignupSecret(
  db: Db,
  secret: NewSecret & { browserHash: string; username: string; passwordHash: string; profile: SignupProfile; takeOver: boolean },
) {
  const { firstName, lastName, major, graduationSeason, graduationYear } = secret.profile;
  return upsertSecret(
    db,
    "signup",
    secret,
    sql`WHERE NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.email} = ${secret.email})`,
    sql`${secret.browserHash}, ${secret.username}, ${secret.passwordHash}, NULL, ${firstName}, ${lastName}, ${major}, ${graduationSeason}, ${graduationYear}`,
    secret.takeOver,
  );
}

/** A reset link's secret, when the address has an account (else nothing). One statement either way. */
export function offerResetSecret(db: Db, secret: NewSecret) {
  return upsertSecret(
    db,
    "reset",
    secret,
    sql`FROM ${users} WHERE ${users.email} = ${secret.email}`,
    sql`NULL, NULL, NULL, ${users.id}, '', '', NULL, NULL, NULL`,
  );
}

/** A new code for a live sign-up (resend); the same caps as upsertSecret. Nothing when none is live. */
export function renewSignupSecret(db: Db, secret: Omit<NewSecret, "id">) {
  const { at, maxSends, maxAttempts } = secret;
  const exhausted = sql`(${verifications.sends} >= ${maxSends} OR ${verifications.attempts} >= ${maxAttempts})`;
  return db
    .update(verifications)
    .set({
      secretHash: sql`CASE WHEN ${exhausted} THEN ${verifications.secretHash} ELSE ${secret.secretHash} END`,
      expiresAt: sql`CASE WHEN ${exhausted} THEN ${verifications.expiresAt} ELSE ${secret.expiresAt} END`,
      sends: sql`CASE WHEN ${exhausted} THEN ${verifications.sends} ELSE ${verifications.sends} + 1 END`,
    })
    .where(and(eq(verifications.purpose, "signup"), eq(verifications.email, secret.email), gt(verifications.endsAt, at)))
    .returning({ id: verifications.id, secretHash: verifications.secretHash, endsAt: verifications.endsAt })
    .get();
}

export async function findSignup(db: Db, email: string): Promise<VerificationRow | undefined> {
  return db
    .select()
    .from(verifications)
    .where(and(eq(verifications.purpose, "signup"), eq(verifications.email, email)))
    .get();
}

export async function findVerificationById(db: Db, purpose: Purpose, id: string): Promise<VerificationRow | undefined> {
  return db
    .select()
    .from(verifications)
    .where(and(eq(verifications.purpose, purpose), eq(verifications.id, id)))
    .get();
}

/**
 * Spends one guess before the secret is compared, atomically, so parallel
 * guesses can never exceed the cap. Returns the guesses used, or null when
 * none was left.
 */
export async function spendAttempt(db: Db, id: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(and(eq(verifications.id, id), sql`${verifications.attempts} < ${maxAttempts}`))
    .returning({ attempts: verifications.attempts })
    .get();
  return row?.attempts ?? null;
}

/** Spends the secret (single use): deletes the row only while it still holds this secret. */
export function consumeQuery(db: Db, id: string, secretHash: string) {
  return db
    .delete(verifications)
    .where(and(eq(verifications.id, id), eq(verifications.secretHash, secretHash)))
    .returning({ id: verifications.id });
}

export function deleteResetsOfUserQuery(db: Db, userId: string) {
  return db.delete(verifications).where(and(eq(verifications.purpose, "reset"), eq(verifications.userId, userId)));
}

/** A live sign-up by username or e-mail, for the "verify first" answer at sign-in. */
export async function findLiveSignupByLogin(db: Db, login: string, at: number): Promise<VerificationRow | undefined> {
  const column = login.includes("@") ? verifications.email : verifications.username;
  return db
    .select()
    .from(verifications)
    .where(and(eq(verifications.purpose, "signup"), eq(column, login.trim()), gt(verifications.endsAt, at)))
    .get();
}

/** Whether an account, or another address's sign-up with a code still valid, holds this username. One query. */
export async function usernameUnavailable(db: Db, username: string, email: string, at: number): Promise<boolean> {
  const row = await db.get<{ taken: number }>(sql`
    SELECT EXISTS (SELECT 1 FROM ${users} WHERE ${users.username} = ${username})
        OR EXISTS (SELECT 1 FROM ${verifications}
                   WHERE ${verifications.purpose} = 'signup' AND ${verifications.username} = ${username}
                     AND ${verifications.email} != ${email} AND ${verifications.expiresAt} > ${at}) AS taken`);
  return Boolean(row?.taken);
}
