import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../env";
import { pendingRegistrations } from "./schema";

type PendingRow = typeof pendingRegistrations.$inferSelect;

export async function findPending(db: Db, email: string): Promise<PendingRow | undefined> {
  return db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)).get();
}

/** A pending sign-up by username or e-mail, for the "verify first" answer at sign-in. */
export async function findPendingByLogin(db: Db, login: string): Promise<PendingRow | undefined> {
  const column = login.includes("@") ? pendingRegistrations.email : pendingRegistrations.username;
  return db.select().from(pendingRegistrations).where(eq(column, login.trim())).get();
}

/** Whether another address holds this username with a code still valid. */
export async function usernameHeldByOtherPending(db: Db, username: string, email: string, at: number) {
  const row = await db
    .select({ email: pendingRegistrations.email })
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.username, username),
        ne(pendingRegistrations.email, email),
        gt(pendingRegistrations.codeExpiresAt, at),
      ),
    )
    .get();
  return row !== undefined;
}

/** Creates or replaces the pending sign-up of an address; a new code voids the old one. */
export async function upsertPending(db: Db, row: PendingRow): Promise<void> {
  const { email: _email, ...changes } = row;
  await db.insert(pendingRegistrations).values(row).onConflictDoUpdate({
    target: pendingRegistrations.email,
    set: changes,
  });
}

export async function replaceCode(db: Db, email: string, codeHash: string, expiresAt: number): Promise<boolean> {
  const row = await db
    .update(pendingRegistrations)
    .set({ codeHash, codeExpiresAt: expiresAt, attempts: 0 })
    .where(eq(pendingRegistrations.email, email))
    .returning({ email: pendingRegistrations.email })
    .get();
  return row !== undefined;
}

/**
 * Spends one attempt before the code is compared, atomically, so parallel
 * guesses can never exceed the limit. Returns the attempts used, or null when
 * none was left.
 */
export async function spendAttempt(db: Db, email: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(and(eq(pendingRegistrations.email, email), lt(pendingRegistrations.attempts, maxAttempts)))
    .returning({ attempts: pendingRegistrations.attempts })
    .get();
  return row?.attempts ?? null;
}

export function deletePendingQuery(db: Db, email: string) {
  return db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}
