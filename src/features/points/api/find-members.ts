import { apiData } from "~/lib/api-client";
import { memberLookupListSchema } from "~/shared/points";

/** GET /api/points/members (officers): up to 10 members whose name, username or e-mail contains `q`, with their totals. */
export function findMembers(q: string, signal?: AbortSignal) {
  return apiData(`/api/points/members?${new URLSearchParams({ q })}`, memberLookupListSchema, { signal });
}
