import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { named } from "../../../db/client";

/**
 * Leaderboard reads (docs/decisions/026-leaderboards.md). Each statement
 * walks a partial index that holds only members with points above zero, in
 * points order, so the top of the board reads about `limit` rows and a rank
 * reads the rows above it:
 * - all time: `users_leaderboard` on users (points DESC, id) WHERE
 *   show_on_leaderboard = 1 AND points > 0;
 * - a term: `term_points_board` on term_points (term_id, points DESC,
 *   user_id) WHERE points > 0 AND shown = 1 (`shown` copies the member's
 *   setting), joined to users only for the names of the top rows.
 * The literal conditions of the partial indexes in each query let SQLite
 * use them; the counts then read index entries only.
 * Ties are ordered by user id (stable); the ranks are computed from the
 * order by the caller.
 */

export type BoardRow = { userId: string; username: string; firstName: string; lastName: string; points: number };

/** Which board: all time, or a term (an SQL expression for its id, possibly null when there is none). */
export type Board = { kind: "all" } | { kind: "term"; termSql: SQL };

const memberColumns = { userId: sql`u.id`, username: sql`u.username`, firstName: sql`u.first_name`, lastName: sql`u.last_name` };

/** The first `limit` members shown to everyone, in board order. */
export function topQuery(db: Db, board: Board, limit: number) {
  if (board.kind === "all") {
    return db
      .select(named<BoardRow>({ ...memberColumns, points: sql`u.points` }))
      .from(sql`users u INDEXED BY users_leaderboard`)
      .where(sql`u.show_on_leaderboard = 1 AND u.points > 0`)
      .orderBy(sql`u.points DESC, u.id`)
      .limit(limit);
  }
  return db
    .select(named<BoardRow>({ ...memberColumns, points: sql`tp.points` }))
    .from(sql`term_points tp INDEXED BY term_points_board JOIN users u ON u.id = tp.user_id`)
    .where(sql`tp.term_id = ${board.termSql} AND tp.points > 0 AND tp.shown = 1`)
    .orderBy(sql`tp.points DESC, tp.user_id`)
    .limit(limit);
}

/**
 * The viewer's points on the board, whether they are shown, how many shown
 * members (other than them) have more, and how many shown members have any.
 */
export type ViewerStanding = BoardRow & { points: number | null; shown: number; above: number; ranked: number };

const viewerColumns = {
  userId: sql`me.id`,
  username: sql`me.username`,
  firstName: sql`me.first_name`,
  lastName: sql`me.last_name`,
  shown: sql`me.show_on_leaderboard`,
};

export function standingQuery(db: Db, board: Board, userId: string) {
  if (board.kind === "all") {
    return db
      .select(
        named<ViewerStanding>({
          ...viewerColumns,
          points: sql`me.points`,
          above: sql`(SELECT COUNT(*) FROM users o INDEXED BY users_leaderboard
            WHERE o.show_on_leaderboard = 1 AND o.points > 0 AND o.points > me.points AND o.id <> me.id)`,
          ranked: sql`(SELECT COUNT(*) FROM users o INDEXED BY users_leaderboard WHERE o.show_on_leaderboard = 1 AND o.points > 0)`,
        }),
      )
      .from(sql`users me`)
      .where(sql`me.id = ${userId}`);
  }
  const term = board.termSql;
  return db
    .select(
      named<ViewerStanding>({
        ...viewerColumns,
        points: sql`(SELECT tp.points FROM term_points tp WHERE tp.user_id = me.id AND tp.term_id = ${term})`,
        above: sql`(SELECT COUNT(*) FROM term_points o INDEXED BY term_points_board
          WHERE o.term_id = ${term} AND o.points > 0 AND o.shown = 1 AND o.user_id <> me.id
            AND o.points > COALESCE((SELECT tp.points FROM term_points tp WHERE tp.user_id = me.id AND tp.term_id = ${term}), 0))`,
        ranked: sql`(SELECT COUNT(*) FROM term_points o INDEXED BY term_points_board WHERE o.term_id = ${term} AND o.points > 0 AND o.shown = 1)`,
      }),
    )
    .from(sql`users me`)
    .where(sql`me.id = ${userId}`);
}
