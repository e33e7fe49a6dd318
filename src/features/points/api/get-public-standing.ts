import { apiData } from "~/lib/api-client";
import { publicStandingSchema } from "~/shared/leaderboard";

/** GET /api/users/public/{username}/{id}/standing (anyone): the member's events attended and rank this term; 404 unless the pair matches. */
export function getPublicStanding(username: string, id: string, signal?: AbortSignal) {
  return apiData(`/api/users/public/${encodeURIComponent(username)}/${encodeURIComponent(id)}/standing`, publicStandingSchema, { signal });
}
