import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiPage } from "~/lib/api-client";
import { accessLogEntrySchema } from "~/shared/resume-book";

export type AccessLogQuery = { memberId?: string; sponsorId?: string; page: number; pageSize: number };

/** GET /api/resume-book/access-log (admins): who opened which résumé, newest first, one page of it. */
export function listAccessLog(query: AccessLogQuery, signal: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.memberId) params.set("memberId", query.memberId);
  if (query.sponsorId) params.set("sponsorId", query.sponsorId);
  return apiPage(`/api/resume-book/access-log?${params}`, z.array(accessLogEntrySchema), { signal });
}
