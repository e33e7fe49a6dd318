import type { Db } from "../../../db/client";
import { storedFiles } from "./tables";

/**
 * The files' totals, kept by triggers on `media` and `resumes` (migrations/0030_stored_files.sql),
 * and when the copy to R2 last went through every file in KV (the earliest of the areas).
 */
export async function readStoredFiles(db: Db): Promise<{ files: number; bytes: number; r2CopiedAt: number | null }> {
  const rows = await db.select().from(storedFiles);
  return {
    files: rows.reduce((sum, row) => sum + row.files, 0),
    bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    r2CopiedAt: rows.length === 0 || rows.some((row) => row.r2CopiedAt === null) ? null : Math.min(...rows.map((row) => row.r2CopiedAt ?? 0)),
  };
}

/** Records that every file kept in KV is now in R2 too (a later copy finds nothing to do). */
export function markCopiedToR2Query(db: Db, at: number) {
  return db.update(storedFiles).set({ r2CopiedAt: at });
}
