import { and, count, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { resumeAccessLog, resumes, type ResumeRow } from "./tables";
import { latestStartedTermStartSql } from "../../points/db/terms";

export function findResumeQuery(db: Db, userId: string) {
  return db.select().from(resumes).where(eq(resumes.userId, userId));
}

export async function findResume(db: Db, userId: string): Promise<ResumeRow | undefined> {
  return findResumeQuery(db, userId).get();
}

/** The member's résumé row, replaced or created; its previous object key is read in the same batch, before. */
export function saveResumeQuery(db: Db, row: ResumeRow) {
  return db
    .insert(resumes)
    .values(row)
    .onConflictDoUpdate({
      target: resumes.userId,
      set: { objectKey: row.objectKey, fileName: row.fileName, size: row.size, uploadedAt: row.uploadedAt },
    })
    .returning();
}

export function deleteResumeQuery(db: Db, userId: string) {
  return db.delete(resumes).where(eq(resumes.userId, userId)).returning({ objectKey: resumes.objectKey });
}

/** The key of a member's file, read in the batch that deletes the account (the row goes by cascade). */
export function resumeKeyQuery(db: Db, userId: string) {
  return db.select({ objectKey: resumes.objectKey }).from(resumes).where(eq(resumes.userId, userId));
}

/**
 * Sponsor organisations (not admins) that opened the member's résumé since
 * the latest term to have started by `at` began, or ever before the first
 * term (docs/decisions/033-resume-book-terms-from-d1.md).
 */
export function sponsorViewsQuery(db: Db, memberId: string, at: number) {
  return db
    .select({ organisations: count(sql`DISTINCT ${resumeAccessLog.organisation}`) })
    .from(resumeAccessLog)
    .where(
      and(
        eq(resumeAccessLog.memberId, memberId),
        gte(resumeAccessLog.at, sql`COALESCE(${latestStartedTermStartSql(at)}, 0)`),
        isNotNull(resumeAccessLog.organisation),
      ),
    );
}
