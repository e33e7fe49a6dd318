import { apiData } from "~/lib/api-client";
import { userSchema } from "~/shared/users";

/** PATCH /api/users/{id} with `showOnLeaderboard` alone: whether other members see the member on the leaderboards. */
export function setLeaderboardVisibility(userId: string, showOnLeaderboard: boolean) {
  return apiData(`/api/users/${encodeURIComponent(userId)}`, userSchema, { method: "PATCH", body: { id: userId, showOnLeaderboard } });
}
