import type { Db } from "./client";
import { sessionRevocations } from "./schema";

export async function revokeSessionHash(db: Db, sessionHash: string, expiresAt: number): Promise<void> {
  await db.insert(sessionRevocations).values({ sessionHash, expiresAt }).onConflictDoNothing();
}
