import type * as z from "zod/mini";
import { formatInstant } from "../../../../src/shared/time/formats";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import type { accessLogQuerySchema, AccessLogEntry, ResumeBookEntry, resumeBookQuerySchema } from "../../../../src/shared/resume-book";
import { majorMatches } from "../../../../src/shared/major-match";
import { manifestCsv } from "../../../../src/shared/resume-manifest";
import { isAdmin, isSponsor } from "../../../../src/shared/roles";
import { bookResumeQuery, listAccessLog, listBookQuery, logAccessQuery, readerGrantQuery, type BookRow, type Reader } from "../db/resume-book";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { graduationTermOf, linksOf } from "../../../services/profile";
import type { ServiceContext } from "../../../services/context";
import { fileStore } from "../../../services/file-store";
import type { AuthenticatedUser } from "../../../services/sessions";
import { site } from "../../../../src/site.config";

/**
 * The résumé book as sponsors and admins read it: the list, its manifest,
 * each file (with its access-log row) and, for admins, the log. The book is
 * whoever is opted in and has a résumé at the moment of the request
 * (docs/decisions/030-resume-book.md).
 */

type Grant = { organisation: string; startsAt: number; endsAt: number };

/** Admins read without a window; sponsors within theirs (checked in D1); nobody else. */
function readerOf(actor: AuthenticatedUser): Reader {
  if (isAdmin(actor.roles)) return { id: actor.user.id, username: actor.user.username, admin: true };
  if (isSponsor(actor.roles)) return { id: actor.user.id, username: actor.user.username, admin: false };
  throw new ApiError("FORBIDDEN", "The résumé book is open to the chapter's sponsors and admins only.");
}

/** 403 with the dates, unless the sponsor's window contains `at`. */
function assertWindow(grant: Grant | undefined, at: number): Grant {
  if (!grant) {
    throw new ApiError("FORBIDDEN", "Your account has no access window for the résumé book. Ask the chapter's officers to grant one.");
  }
  if (at < grant.startsAt) {
    throw new ApiError("SPONSOR_ACCESS_NOT_STARTED", `Your access to the résumé book starts on ${formatInstant("moment", grant.startsAt, site.timeZone)}.`);
  }
  if (at >= grant.endsAt) {
    throw new ApiError(
      "SPONSOR_ACCESS_ENDED",
      `Your access to the résumé book ended on ${formatInstant("moment", grant.endsAt, site.timeZone)}. Ask the chapter's officers to renew it.`,
    );
  }
  return grant;
}

/** "Chen-Mei-1a2b3c4d.pdf": letters, digits and hyphens only, unique by the id's first characters. */
export function downloadNameOf(row: { lastName: string; firstName: string; userId: string }): string {
  const part = (text: string) =>
    text
      .normalize("NFC")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40);
  const name = [part(row.lastName), part(row.firstName)].filter(Boolean).join("-");
  const id = row.userId.replace(/[^A-Za-z0-9]/g, "").slice(0, 8);
  return `${name ? `${name}-` : ""}${id || "resume"}.pdf`;
}

function toEntry(row: BookRow): ResumeBookEntry {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    major: row.major,
    graduationTerm: graduationTermOf(row),
    degree: row.degree,
    links: linksOf(row),
    resume: { size: row.size, updatedAt: formatUtcInstant(row.uploadedAt), downloadName: downloadNameOf(row) },
  };
}

type BookQuery = z.output<typeof resumeBookQuerySchema>;

/**
 * The book's rows after the reader's check: one query for an admin, one
 * batch (grant + rows) for a sponsor. The major is matched here, by words
 * and abbreviations, which SQL cannot do; the book is small (hundreds of
 * rows), and the other filters and the order stay in SQL.
 */
async function readBook(ctx: ServiceContext, actor: AuthenticatedUser, query: BookQuery) {
  const reader = readerOf(actor);
  const list = listBookQuery(ctx.db, query, query.sort);
  const byMajor = (rows: BookRow[]) => (query.major ? rows.filter((row) => majorMatches(query.major!, row.major)) : rows);
  if (reader.admin) return { rows: byMajor(await list.all()), grant: null };
  const [grants, rows] = await ctx.db.batch([readerGrantQuery(ctx.db, reader.id), list]);
  return { rows: byMajor(rows), grant: assertWindow(grants[0], now()) };
}

export async function listResumeBook(ctx: ServiceContext, actor: AuthenticatedUser, query: BookQuery) {
  const { rows, grant } = await readBook(ctx, actor, query);
  const access = grant ? { organisation: grant.organisation, from: formatUtcInstant(grant.startsAt), until: formatUtcInstant(grant.endsAt) } : null;
  return { entries: rows.map(toEntry), meta: { total: rows.length, access } };
}

/** The same selection as CSV (src/shared/resume-manifest.ts): one line per résumé, named as in the ZIP. */
export async function resumeBookManifest(ctx: ServiceContext, actor: AuthenticatedUser, query: BookQuery): Promise<string> {
  const { rows } = await readBook(ctx, actor, query);
  return manifestCsv(rows.map(toEntry));
}

/**
 * One member's file for a reader: the permission check and the access-log
 * row are one D1 batch (the log row is written only when the reader may
 * read the file, by the same statement), then one read of the file store, streamed.
 */
export async function readBookResume(ctx: ServiceContext, actor: AuthenticatedUser, memberId: string, action: "view" | "download") {
  const reader = readerOf(actor);
  const at = now();
  const log = logAccessQuery(ctx.db, reader, memberId, action, at);
  const file = bookResumeQuery(ctx.db, memberId);
  let rows: Awaited<ReturnType<typeof file.all>>;
  if (reader.admin) {
    [, rows] = await ctx.db.batch([log, file]);
  } else {
    const [grants, , found] = await ctx.db.batch([readerGrantQuery(ctx.db, reader.id), log, file]);
    assertWindow(grants[0], at);
    rows = found;
  }
  const row = rows[0];
  if (!row) throw new ApiError("NOT_FOUND", "This member's résumé is not in the book.");
  const stored = await fileStore(ctx.env, "resumes").get(row.objectKey);
  if (!stored?.body) {
    console.error(`résumé file missing in the store: key ${row.objectKey}`);
    throw new ApiError("NOT_FOUND", "This member's résumé is not in the book.");
  }
  return { body: stored.body, size: row.size, downloadName: downloadNameOf({ ...row, userId: memberId }) };
}

export async function listResumeAccessLog(ctx: ServiceContext, query: z.output<typeof accessLogQuerySchema>) {
  const { rows, total } = await listAccessLog(ctx.db, query);
  const entries: AccessLogEntry[] = rows.map((row) => ({
    id: row.id,
    at: formatUtcInstant(row.at),
    action: row.action,
    organisation: row.organisation,
    sponsor: { id: row.sponsorId, username: row.sponsorName },
    member: { id: row.memberId, username: row.memberUsername, firstName: row.memberFirstName, lastName: row.memberLastName },
  }));
  return { entries, meta: { total, page: query.page, pageSize: query.pageSize } };
}
