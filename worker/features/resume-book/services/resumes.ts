import { RESUME_MAX_BYTES, RESUME_MAX_LABEL, type MyResume } from "../../../../src/shared/resume-book";
import { isMember } from "../../../../src/shared/roles";
import { deleteResumeQuery, findResumeQuery, saveResumeQuery, sponsorViewsQuery } from "../db/resumes";
import type { TermRow } from "../../../db/schema";
import type { ResumeRow } from "../db/tables";
import { latestStartedTermQuery } from "../../points/db/terms";
import { ApiError } from "../../../http/api-error";
import { HOUR, now } from "../../../lib/clock";
import { randomToken } from "../../../lib/crypto";
import { cleanPdfFileName } from "../../../lib/file-names";
import { describeError } from "../../../lib/log-error";
import { checkPdf } from "../../../lib/pdf-check";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import type { ServiceContext } from "../../../services/context";
import { fileStore } from "../../../services/file-store";
import { spendFileWrites } from "../../../services/file-writes";
import type { AuthenticatedUser } from "../../../services/sessions";
import { throttleKeys } from "../../../lib/throttle-keys";
import { toTerm } from "../../points/services/terms";
import { takeSlot } from "../../../services/throttle";
import { plural } from "../../../../src/shared/plural";

/**
 * A member's own résumé: one PDF in the file store (Workers KV, or R2 when
 * RESUMES is bound: decision 100) under a random key, its metadata in D1 (docs/decisions/030-resume-book.md).
 */

/** Uploads a member may make in an hour (each is a write to the store; a replaced file is deleted). */
export const RESUME_UPLOADS_PER_HOUR = 10;

/** Deletes a file from the store; a failure is logged (the D1 row is already gone, so nothing points at it). */
export async function removeResumeObject(ctx: ServiceContext, objectKey: string | undefined, why: string) {
  if (!objectKey) return;
  try {
    await fileStore(ctx.env, "resumes").delete([objectKey]);
  } catch (error) {
    const { kind, message } = describeError(error);
    console.error(`résumé file not deleted (${why}): key ${objectKey}`, kind, message);
  }
}

function assertMember(actor: AuthenticatedUser) {
  if (!isMember(actor.roles)) throw new ApiError("FORBIDDEN", "Only members of the chapter can keep a résumé here.");
}

/** Why these bytes cannot be a member's résumé, or null when they can. */
function refusalOf(bytes: Uint8Array): ApiError | null {
  if (bytes.byteLength === 0) return new ApiError("RESUME_EMPTY", "The file is empty. Choose your résumé as a PDF and upload it again.");
  if (bytes.byteLength > RESUME_MAX_BYTES) {
    return new ApiError("RESUME_TOO_LARGE", `Your résumé must be at most ${RESUME_MAX_LABEL}. Export it again with smaller images.`);
  }
  const check = checkPdf(bytes);
  if (check.ok) return null;
  if (check.reason === "truncated") {
    return new ApiError("RESUME_NOT_PDF", "This PDF looks incomplete (it has no end-of-file marker). Export it again and upload the new file.");
  }
  const what = check.looksLike ? `This file is ${check.looksLike}, not a PDF.` : "This file is not a PDF.";
  return new ApiError("RESUME_NOT_PDF", `${what} Save or export your résumé as a PDF and upload that file.`);
}

/**
 * The answer, with the sponsor views counted since `term` began: the latest
 * term to have started (officers define terms in D1), or ever when none has.
 */
function toMyResume(row: ResumeRow | undefined, inResumeBook: boolean, term: TermRow | undefined, organisations: number): MyResume {
  return {
    resume: row ? { fileName: row.fileName, size: row.size, uploadedAt: formatUtcInstant(row.uploadedAt) } : null,
    inResumeBook,
    listed: inResumeBook && row !== undefined,
    sponsorViews: { term: term ? toTerm(term) : null, organisations },
  };
}

/**
 * Stores the member's résumé, replacing the previous one. The bytes decide
 * whether it is a PDF (pdf-check.ts); the new object is written first, then
 * the row points at it (reading the old key in the same batch), then the old
 * object is deleted — so a failure at any step leaves a complete file.
 */
export async function uploadResume(ctx: ServiceContext, actor: AuthenticatedUser, body: ArrayBuffer, fileName: string | undefined): Promise<MyResume> {
  assertMember(actor);
  const bytes = new Uint8Array(body);
  const refused = refusalOf(bytes);
  if (refused) throw refused;
  await takeSlot(
    ctx.db,
    throttleKeys.resumeUploads(actor.user.id),
    RESUME_UPLOADS_PER_HOUR,
    HOUR,
    (seconds) => `You have uploaded ${RESUME_UPLOADS_PER_HOUR} résumés in the last hour. Try again in ${plural(Math.ceil(seconds / 60), "minute")}.`,
  );
  const at = now();
  const row: ResumeRow = {
    userId: actor.user.id,
    // Random, and never the member's name or id: the key says nothing about whose file it is.
    objectKey: `resumes/${randomToken(24)}`,
    fileName: cleanPdfFileName(fileName),
    size: bytes.byteLength,
    uploadedAt: at,
  };
  const store = fileStore(ctx.env, "resumes");
  await spendFileWrites(ctx, store, 1);
  await store.put(row.objectKey, bytes, "application/pdf");
  let previous: string | undefined;
  let term: TermRow | undefined;
  let views = 0;
  try {
    const [old, , terms, counted] = await ctx.db.batch([
      findResumeQuery(ctx.db, actor.user.id),
      saveResumeQuery(ctx.db, row),
      latestStartedTermQuery(ctx.db, at),
      sponsorViewsQuery(ctx.db, actor.user.id, at),
    ]);
    previous = old[0]?.objectKey;
    term = terms[0];
    views = counted[0]?.organisations ?? 0;
  } catch (error) {
    // The account was deleted meanwhile (its row is gone) or D1 failed: the new file must not stay behind.
    await removeResumeObject(ctx, row.objectKey, "upload not recorded");
    throw error;
  }
  if (previous && previous !== row.objectKey) await removeResumeObject(ctx, previous, "replaced");
  return toMyResume(row, actor.user.inResumeBook, term, views);
}

/** The member's file, whether they are in the book, and how many sponsor organisations opened it this term. */
export async function getMyResume(ctx: ServiceContext, actor: AuthenticatedUser): Promise<MyResume> {
  const at = now();
  const [rows, terms, counted] = await ctx.db.batch([
    findResumeQuery(ctx.db, actor.user.id),
    latestStartedTermQuery(ctx.db, at),
    sponsorViewsQuery(ctx.db, actor.user.id, at),
  ]);
  return toMyResume(rows[0], actor.user.inResumeBook, terms[0], counted[0]?.organisations ?? 0);
}

/** The member's own file from the store, to view or download (not logged: it is theirs). */
export async function readMyResumeFile(ctx: ServiceContext, actor: AuthenticatedUser) {
  const [row] = await findResumeQuery(ctx.db, actor.user.id);
  const file = row ? await fileStore(ctx.env, "resumes").get(row.objectKey) : null;
  if (!row || !file?.body) {
    if (row) console.error(`résumé file missing in the store: key ${row.objectKey}`);
    throw new ApiError("NOT_FOUND", "You have not uploaded a résumé.");
  }
  return { body: file.body, fileName: row.fileName, size: row.size };
}

/** Deletes the member's file: the row first (the book stops listing them at once), then the object. */
export async function deleteMyResume(ctx: ServiceContext, actor: AuthenticatedUser): Promise<{ result: MyResume; removed: boolean }> {
  const at = now();
  const [[deleted], terms, counted] = await ctx.db.batch([
    deleteResumeQuery(ctx.db, actor.user.id),
    latestStartedTermQuery(ctx.db, at),
    sponsorViewsQuery(ctx.db, actor.user.id, at),
  ]);
  await removeResumeObject(ctx, deleted?.objectKey, "deleted by the member");
  return { result: toMyResume(undefined, actor.user.inResumeBook, terms[0], counted[0]?.organisations ?? 0), removed: deleted !== undefined };
}
