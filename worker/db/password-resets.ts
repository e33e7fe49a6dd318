import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../env";
import { passwordResets, users } from "./schema";

export function deleteResetsOfUserQuery(db: Db, userId: string) {
  return db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

export function insertResetQuery(db: Db, tokenHash: string, userId: string, expiresAt: number) {
  return db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

export async function findUsableReset(db: Db, tokenHash: string, at: number) {
  return db
    .select()
    .from(passwordResets)
    .where(usable(tokenHash, at))
    .get();
}

/**
 * Sets the new password and spends the token in one batch (one transaction).
 * The password changes only if the token is still usable at that moment, so a
 * token raced twice changes it once. Returns the user id, or null.
 */
export async function consumeResetAndSetPassword(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  at: number,
): Promise<string | null> {
  const owner = db
    .select({ id: passwordResets.userId })
    .from(passwordResets)
    .where(usable(tokenHash, at));
  const [, spent] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, timeUpdated: at })
      .where(eq(users.id, sql`(${owner})`)),
    db
      .update(passwordResets)
      .set({ usedAt: at })
      .where(usable(tokenHash, at))
      .returning({ userId: passwordResets.userId }),
  ]);
  return spent[0]?.userId ?? null;
}

function usable(tokenHash: string, at: number) {
  return and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at));
}
