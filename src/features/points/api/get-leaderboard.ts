import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-client";
import { leaderboardMetaSchema, leaderboardSchema, type LeaderboardMeta, type LeaderboardRow } from "~/shared/leaderboard";

export type Leaderboard = { rows: LeaderboardRow[]; meta: LeaderboardMeta };

/** GET /api/leaderboard (signed in): `term` is `current`, `all` or a term's id. */
export async function getLeaderboard(term: string, limit: number, signal?: AbortSignal): Promise<Leaderboard> {
  const query = new URLSearchParams({ term, limit: String(limit) });
  const { data, meta } = await apiRequest(`/api/leaderboard?${query}`, leaderboardSchema, { signal });
  const parsed = leaderboardMetaSchema.safeParse(meta);
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { rows: data, meta: parsed.data };
}
