import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passkeyChallenges, type PasskeyChallengeRow } from "../../../db/schema";

/** Stores the browser's challenge for a purpose, replacing the one it had. */
export async function putChallenge(db: Db, row: PasskeyChallengeRow): Promise<void> {
  const { keyHash: _key, ...changes } = row;
  await db.insert(passkeyChallenges).values(row).onConflictDoUpdate({ target: passkeyChallenges.keyHash, set: changes });
}

/** Removes and returns the challenge: whoever calls first gets it, once. */
export async function takeChallenge(db: Db, keyHash: string): Promise<PasskeyChallengeRow | undefined> {
  return db.delete(passkeyChallenges).where(eq(passkeyChallenges.keyHash, keyHash)).returning().get();
}
