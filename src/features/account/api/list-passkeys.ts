import { apiData } from "~/lib/api-client";
import { passkeyListSchema } from "~/shared/passkeys";

/** GET /api/auth/passkeys: the member's own passkeys, oldest first; an admin may name another member. */
export function listPasskeys(userId?: string, signal?: AbortSignal) {
  const query = userId ? `?${new URLSearchParams({ userId })}` : "";
  return apiData(`/api/auth/passkeys${query}`, passkeyListSchema, { signal });
}
