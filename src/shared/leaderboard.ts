import * as z from "zod";
import { termSchema, TermSelectorSchema } from "./terms";

/**
 * GET /api/leaderboard (signed-in members): members by points in a term or
 * all time. Ties share a rank (1, 2, 2, 4). Members who chose not to be shown
 * (`showOnLeaderboard: false`) are left out of everyone else's view; in their
 * own view they are ranked among the others. Only members with points above
 * zero are ranked. See docs/decisions/026-leaderboards.md.
 */

export const LEADERBOARD_LIMIT_DEFAULT = 50;
export const LEADERBOARD_LIMIT_MAX = 200;

export const leaderboardQuerySchema = z.object({
  term: TermSelectorSchema.default("current"),
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: "limit must be at least 1." })
    .max(LEADERBOARD_LIMIT_MAX, { error: `limit must be at most ${LEADERBOARD_LIMIT_MAX}.` })
    .default(LEADERBOARD_LIMIT_DEFAULT),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  points: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardSchema = z.array(leaderboardRowSchema);

export const leaderboardMetaSchema = z.object({
  /** `term`: one term's points; `all`: all time. */
  scope: z.enum(["term", "all"]),
  /** The term ranked; null for all time, and for `current` when no term contains now (then `data` is empty). */
  term: termSchema.nullable(),
  /** Members ranked (those with points above zero that this viewer may see, the viewer included). */
  total: z.number().int(),
  /** The viewer: their rank (null without points above zero) and points. */
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }),
});
export type LeaderboardMeta = z.infer<typeof leaderboardMetaSchema>;
