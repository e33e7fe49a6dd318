import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { generatedKeys } from "./schema";

/**
 * The key named `name`, made from `candidate` if there is none yet: the insert is ignored when another
 * request made it first, and the read returns whichever was stored — one round trip, one key for all.
 */
export async function keepFirstKey(db: Db, name: string, candidate: string, at: number): Promise<string> {
  const [, rows] = await db.batch([
    db.insert(generatedKeys).values({ name, value: candidate, createdAt: at }).onConflictDoNothing(),
    db.select({ value: generatedKeys.value }).from(generatedKeys).where(eq(generatedKeys.name, name)),
  ]);
  return rows[0]!.value;
}
