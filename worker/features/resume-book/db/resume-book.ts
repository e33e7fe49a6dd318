import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { ResumeBookSort } from "../../../../src/shared/resume-book";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { resumeAccessLog, resumes, sponsorAccess } from "./tables";

/**
 * The book's queries. A member is in the book while opted in and with a
 * résumé; every statement here says so itself, so leaving the book (or
 * deleting the file) takes effect at the very next request.
 */
const inBook = eq(users.inResumeBook, true);

/** The filters SQL applies; the major is matched by words in the service (src/shared/major-match.ts). */
export type BookFilters = {
  gradYear?: number | undefined;
  gradYearFrom?: number | undefined;
  gradYearTo?: number | undefined;
  degree?: string | undefined;
};

function filtersOf({ gradYear, gradYearFrom, gradYearTo, degree }: BookFilters): SQL | undefined {
  return and(
    inBook,
    gradYear !== undefined ? eq(users.graduationYear, gradYear) : undefined,
    gradYearFrom !== undefined ? gte(users.graduationYear, gradYearFrom) : undefined,
    gradYearTo !== undefined ? lte(users.graduationYear, gradYearTo) : undefined,
    degree ? sql`${users.degree} = ${degree}` : undefined,
  );
}

const seasonOrder = sql`CASE ${users.graduationSeason} WHEN 'winter' THEN 0 WHEN 'spring' THEN 1 WHEN 'summer' THEN 2 WHEN 'fall' THEN 3 END`;
const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)];
const ORDER: Record<ResumeBookSort, SQL[]> = {
  name: byName,
  // Members without a major or a graduation term come last.
  major: [asc(sql`${users.major} IS NULL`), asc(sql`lower(${users.major})`), ...byName],
  graduation: [asc(sql`${users.graduationYear} IS NULL`), asc(users.graduationYear), asc(seasonOrder), ...byName],
  updated: [desc(resumes.uploadedAt), ...byName],
};

export function listBookQuery(db: Db, filters: BookFilters, sort: ResumeBookSort) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      major: users.major,
      graduationSeason: users.graduationSeason,
      graduationYear: users.graduationYear,
      degree: users.degree,
      linkLinkedin: users.linkLinkedin,
      linkGithub: users.linkGithub,
      linkPortfolio: users.linkPortfolio,
      size: resumes.size,
      uploadedAt: resumes.uploadedAt,
    })
    .from(users)
    .innerJoin(resumes, eq(resumes.userId, users.id))
    .where(filtersOf(filters))
    .orderBy(...ORDER[sort]);
}

export type BookRow = Awaited<ReturnType<ReturnType<typeof listBookQuery>["all"]>>[number];

/** The reader's grant (sponsors only): read in the same batch as the list or the file. */
export function readerGrantQuery(db: Db, readerId: string) {
  return db
    .select({ organisation: sponsorAccess.organisation, startsAt: sponsorAccess.startsAt, endsAt: sponsorAccess.endsAt })
    .from(sponsorAccess)
    .where(eq(sponsorAccess.userId, readerId));
}

export type Reader = { id: string; username: string; admin: boolean };

/**
 * Logs one opening of a member's résumé — only if the member is in the book
 * and the reader may read it now (an admin, or a sponsor inside the window,
 * decided by this very statement) — so the permission and the log row are
 * one write, with no gap between them.
 */
export function logAccessQuery(db: Db, reader: Reader, memberId: string, action: "view" | "download", at: number) {
  const grant = sql`(SELECT s.organisation FROM sponsor_access s WHERE s.user_id = ${reader.id} AND s.starts_at <= ${at} AND s.ends_at > ${at})`;
  const organisation = reader.admin ? sql`NULL` : grant;
  const allowed = reader.admin ? sql`1` : sql`${grant} IS NOT NULL`;
  return db
    .insert(resumeAccessLog)
    .select(
      sql`SELECT NULL, r.user_id, ${reader.id}, ${reader.username}, ${organisation}, ${action}, ${at}
          FROM resumes r JOIN users u ON u.id = r.user_id
          WHERE r.user_id = ${memberId} AND u.in_resume_book = 1 AND ${allowed}`,
    )
    .returning({ id: resumeAccessLog.id });
}

/** The member's file, if they are in the book: the last statement of the serving batch. */
export function bookResumeQuery(db: Db, memberId: string) {
  return db
    .select({
      objectKey: resumes.objectKey,
      size: resumes.size,
      uploadedAt: resumes.uploadedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(eq(resumes.userId, memberId), eq(users.inResumeBook, true)));
}

export type AccessLogFilters = { memberId?: string | undefined; sponsorId?: string | undefined; page: number; pageSize: number };

/** The access log, newest first, a page of it and the count, in one batch. */
export async function listAccessLog(db: Db, { memberId, sponsorId, page, pageSize }: AccessLogFilters) {
  const where = and(memberId ? eq(resumeAccessLog.memberId, memberId) : undefined, sponsorId ? eq(resumeAccessLog.sponsorId, sponsorId) : undefined);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: resumeAccessLog.id,
        at: resumeAccessLog.at,
        action: resumeAccessLog.action,
        organisation: resumeAccessLog.organisation,
        sponsorId: resumeAccessLog.sponsorId,
        sponsorName: resumeAccessLog.sponsorName,
        memberId: resumeAccessLog.memberId,
        memberUsername: users.username,
        memberFirstName: users.firstName,
        memberLastName: users.lastName,
      })
      .from(resumeAccessLog)
      .innerJoin(users, eq(users.id, resumeAccessLog.memberId))
      .where(where)
      .orderBy(desc(resumeAccessLog.at), desc(resumeAccessLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(resumeAccessLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
