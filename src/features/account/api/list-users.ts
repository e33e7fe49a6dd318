import { apiPage } from "~/lib/api-client";
import { userListSchema } from "~/shared/users";

type MemberQuery = { q: string; page: number; pageSize: number };

/** GET /api/users (admin): one page of members sorted by username, `q` matching username, e-mail and names. */
export function listUsers(query: MemberQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set("q", query.q);
  return apiPage(`/api/users?${params}`, userListSchema, { signal });
}
