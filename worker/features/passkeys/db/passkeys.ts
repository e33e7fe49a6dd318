import { and, asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, type UserRow } from "../../../db/schema";
import { passkeys, type NewPasskeyRow, type PasskeyRow } from "./tables";

export async function listPasskeysOfUser(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)).all();
}

/**
 * Stores a new passkey unless the member already has `limit` of them, in one
 * statement so that parallel registrations cannot pass the limit. Returns
 * false when the limit stopped it; a credential id stored before raises
 * D1's UNIQUE error.
 */
export async function insertPasskeyWithinLimit(db: Db, row: Required<Omit<NewPasskeyRow, "lastUsedAt">>, limit: number) {
  const result = await db.run(sql`
    INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, backup_eligible, backed_up, name, created_at)
    SELECT ${row.id}, ${row.userId}, ${row.credentialId}, ${row.publicKey}, ${row.counter}, ${row.transports},
           ${row.backupEligible ? 1 : 0}, ${row.backedUp ? 1 : 0}, ${row.name}, ${row.createdAt}
    WHERE (SELECT COUNT(*) FROM passkeys WHERE user_id = ${row.userId}) < ${limit}`);
  return result.meta.changes > 0;
}

/** The passkey a sign-in names, with its owner, in one query (no row: unknown or removed). */
export async function findPasskeyWithOwner(db: Db, credentialId: string): Promise<{ passkey: PasskeyRow; user: UserRow } | undefined> {
  return db
    .select({ passkey: getTableColumns(passkeys), user: getTableColumns(users) })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .get();
}

/**
 * Records a sign-in: the new counter, the backup state, the time. Only if the
 * counter still is what the check saw, so two sign-ins racing with the same
 * assertion cannot both pass. Returns false when it lost that race or the
 * passkey was removed meanwhile.
 */
export async function recordPasskeyUse(db: Db, id: string, seenCounter: number, use: { counter: number; backedUp: boolean; at: number }): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seenCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function renamePasskeyOf(db: Db, id: string, userId: string, name: string): Promise<PasskeyRow | undefined> {
  return db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning()
    .get();
}

/** Deletes the passkey, only if `ownerId` owns it when given; returns what the owner's notice needs. */
export async function deletePasskey(db: Db, id: string, ownerId?: string) {
  const owned = ownerId === undefined ? undefined : eq(passkeys.userId, ownerId);
  return db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), owned))
    .returning({
      name: passkeys.name,
      userId: passkeys.userId,
      // Written out: drizzle drops table names in RETURNING.
      email: sql<string>`(SELECT u.email FROM users u WHERE u.id = passkeys.user_id)`,
    })
    .get();
}

/**
 * Deletes every passkey of `owner`, the account of a reset link (resetLinkOwner:
 * NULL, so nothing, when the link no longer holds its secret). Part of the
 * reset's batch, before the link is spent
 * (docs/decisions/051-password-reset-removes-passkeys.md).
 */
export function deletePasskeysOfResetQuery(db: Db, owner: SQL) {
  return db.delete(passkeys).where(eq(passkeys.userId, owner)).returning({ id: passkeys.id });
}
