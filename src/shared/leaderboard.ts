import * as z from "zod/mini";
import "./zod-messages";
import { termSchema, TermSelectorSchema } from "./terms";
import { wholeNumberParam } from "./fields";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * GET /api/leaderboard (signed-in members): members by points in a term or
 * all time. Ties share a rank (1, 2, 2, 4). Members who chose not to be shown
 * (`showOnLeaderboard: false`) are left out of everyone else's view; in their
 * own view they are ranked among the others. Only members with points above
 * zero are ranked. See docs/decisions/026-leaderboards.md.
 */

export const LEADERBOARD_LIMIT_DEFAULT = 50;
export const LEADERBOARD_LIMIT_MAX = 200;

export const leaderboardQuerySchema = lazySchema(() =>
  z.object({
    term: z._default(TermSelectorSchema, "current"),
    limit: wholeNumberParam("limit", LEADERBOARD_LIMIT_MAX, LEADERBOARD_LIMIT_DEFAULT),
  }),
);
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = lazySchema(() =>
  z.object({
    rank: z.int().check(z.gte(1)),
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    points: z.int(),
  }),
);
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardSchema = lazySchema(() => z.array(leaderboardRowSchema));

export const leaderboardMetaSchema = lazySchema(() =>
  z.object({
    /** `term`: one term's points; `all`: all time. */
    scope: z.enum(["term", "all"]),
    /** The term ranked; null for all time, and for `current` when no term contains now (then `data` is empty). */
    term: z.nullable(termSchema),
    /** Members ranked (those with points above zero that this viewer may see, the viewer included). */
    total: z.int(),
    /** The viewer: their rank (null without points above zero) and points. */
    me: z.object({ rank: z.nullable(z.int()), points: z.int() }),
  }),
);
export type LeaderboardMeta = z.infer<typeof leaderboardMetaSchema>;

/** An event a member attended, as their public page lists it (a link to `/events/{slug}`). */
export const attendedEventSchema = lazySchema(() => z.object({ id: z.string(), slug: z.string(), title: z.string(), startsAt: instantSchema }));

/** At most this many of the term's attended events are listed (newest first). */
export const PUBLIC_ATTENDED_MAX = 50;

/**
 * GET /api/users/public/{username}/{id}/standing (anyone): the member's
 * events attended and rank in the current term, for their public page.
 * A member who left the leaderboard (`showOnLeaderboard: false`) shows
 * neither: `shown` is false and the rest empty.
 */
export const publicStandingSchema = lazySchema(() =>
  z.object({
    shown: z.boolean(),
    /** The term containing now; null when none (or not shown). */
    term: z.nullable(termSchema),
    /** Points in the term; null when not shown or without a term. */
    points: z.nullable(z.int()),
    /** Rank among the members shown on the term's leaderboard; null without points in it. */
    rank: z.nullable(z.int()),
    /** Members ranked in the term. */
    ranked: z.int(),
    /** Events of the term the member checked in at, newest first. */
    events: z.array(attendedEventSchema),
  }),
);
export type PublicStanding = z.infer<typeof publicStandingSchema>;
