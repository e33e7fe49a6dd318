import { apiPage } from "~/lib/api-client";
import { mediaListSchema } from "~/shared/media";

/** GET /api/media (officers, admins): one page of the uploads, newest first. */
export function listMedia(query: { page: number; pageSize: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  return apiPage(`/api/media?${params}`, mediaListSchema, { signal });
}
