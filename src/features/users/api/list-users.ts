import { ApiError, apiRequest, INVALID_RESPONSE_MESSAGE } from "~/lib/api-client";
import { pageMetaSchema } from "~/shared/envelope";
import { userListSchema } from "~/shared/users";

export type MemberQuery = { q: string; page: number; pageSize: number };

/** GET /api/users (admin): one page of members sorted by username, `q` matching username, e-mail and names. */
export async function listUsers(query: MemberQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set("q", query.q);
  const envelope = await apiRequest(`/api/users?${params}`, userListSchema, { signal });
  const meta = pageMetaSchema.safeParse(envelope.meta);
  if (!meta.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { users: envelope.data, meta: meta.data };
}
