import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiRequest } from "~/lib/api-client";
import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { resumeBookEntrySchema, resumeBookMetaSchema, type ResumeBookQuery } from "~/shared/resume-book";
import { bookQueryString } from "../lib/book-query";

/**
 * GET /api/resume-book: every entry that matches (no paging), and `meta`:
 * the total and the reader's window (`access`, null for an admin). Outside
 * the window the ApiError carries SPONSOR_ACCESS_ENDED / _NOT_STARTED.
 */
export async function listResumeBook(query: ResumeBookQuery, signal?: AbortSignal) {
  const envelope = await apiRequest(`/api/resume-book${bookQueryString(query)}`, z.array(resumeBookEntrySchema), { signal });
  const meta = resumeBookMetaSchema.safeParse(envelope.meta);
  if (!meta.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { entries: envelope.data, meta: meta.data };
}
