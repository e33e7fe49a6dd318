import type * as z from "zod/mini";
import type { LeaderboardMeta, leaderboardQuerySchema, LeaderboardRow } from "../../../../src/shared/leaderboard";
import { standingQuery, topQuery, type Board, type BoardRow } from "../db/leaderboard";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { selectedTermQuery, termSql } from "../db/terms";
import { toTerm } from "./terms";

type Query = z.output<typeof leaderboardQuerySchema>;

/** Board order: more points first; ties by user id, as the indexes keep them. */
const before = (a: BoardRow, b: BoardRow) => a.points > b.points || (a.points === b.points && a.userId < b.userId);

/** Ranks of rows in board order from the top: ties share a rank, the next rank skips (1, 2, 2, 4). */
export function rankRows(rows: readonly BoardRow[]): LeaderboardRow[] {
  const ranked: LeaderboardRow[] = [];
  rows.forEach((row, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.points === row.points ? previous.rank : index + 1;
    ranked.push({ rank, ...row });
  });
  return ranked;
}

/**
 * GET /api/leaderboard, in one batch: the top of the board, the viewer's
 * standing (points, whether shown, how many shown members have more, how
 * many are ranked) and the term. A viewer who chose not to be shown is left
 * out of everyone else's board but sees themselves in their own, ranked
 * among the others.
 */
export async function leaderboard(ctx: ServiceContext, viewerId: string, query: Query): Promise<{ rows: LeaderboardRow[]; meta: LeaderboardMeta }> {
  const at = now();
  const board: Board = query.term === "all" ? { kind: "all" } : { kind: "term", termSql: termSql(query.term, at) };
  const [top, standings, selected] = await ctx.db.batch([
    topQuery(ctx.db, board, query.limit),
    standingQuery(ctx.db, board, viewerId),
    selectedTermQuery(ctx.db, query.term, at),
  ]);
  const term = selected[0] ? toTerm(selected[0]) : null;
  const scope = board.kind;
  if (scope === "term" && !term) {
    if (query.term !== "current") throw new ApiError("NOT_FOUND", "No such term.");
    return { rows: [], meta: { scope, term: null, total: 0, me: { rank: null, points: 0 } } };
  }
  const me = standings[0];
  const points = me?.points ?? 0;
  const meHidden = me !== undefined && me.shown === 0 && points > 0;
  let rows: BoardRow[] = top;
  if (meHidden) {
    const mine: BoardRow = { userId: me.userId, username: me.username, firstName: me.firstName, lastName: me.lastName, points };
    const at = rows.findIndex((row) => before(mine, row));
    rows = at === -1 ? [...rows, mine] : [...rows.slice(0, at), mine, ...rows.slice(at)];
    rows = rows.slice(0, query.limit);
  }
  return {
    rows: rankRows(rows),
    meta: {
      scope,
      term,
      total: (me?.ranked ?? 0) + (meHidden ? 1 : 0),
      me: { rank: points > 0 && me ? me.above + 1 : null, points },
    },
  };
}
