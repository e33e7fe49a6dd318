import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commonPasswords } from "./tables";

/** Whether the table of the most common passwords holds this key (one indexed row read). */
export async function isListedPasswordKey(db: Db, key: number): Promise<boolean> {
  const row = await db.select({ hash: commonPasswords.hash }).from(commonPasswords).where(eq(commonPasswords.hash, key)).get();
  return row !== undefined;
}
