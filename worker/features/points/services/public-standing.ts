import { PUBLIC_ATTENDED_MAX, type PublicStanding } from "../../../../src/shared/leaderboard";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { isMember, parseRoles } from "../../../../src/shared/roles";
import { standingQuery } from "../db/leaderboard";
import { attendedInTermQuery, publicMemberQuery } from "../db/public-standing";
import { currentTermQuery, termSql } from "../db/terms";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { toTerm } from "./terms";

/**
 * GET /api/users/public/{username}/{id}/standing, in one batch: the member,
 * the current term, their standing on its board (decision 026) and the
 * term's events they checked in at. Leaving the leaderboard hides all of it
 * from the public page too (decision 045).
 */
export async function publicStanding(ctx: ServiceContext, username: string, id: string): Promise<PublicStanding> {
  const at = now();
  const [members, terms, standings, events] = await ctx.db.batch([
    publicMemberQuery(ctx.db, id),
    currentTermQuery(ctx.db, at),
    standingQuery(ctx.db, { kind: "term", termSql: termSql("current", at) }, id),
    attendedInTermQuery(ctx.db, id, at, PUBLIC_ATTENDED_MAX),
  ]);
  const member = members[0];
  // As the public view: a sponsor-only account has no member page (members/services/users.ts).
  if (!member || member.username.toLowerCase() !== username.toLowerCase() || !isMember(parseRoles(member.roles))) {
    throw new ApiError("NOT_FOUND", "No such user.");
  }
  const term = terms[0];
  if (!member.shown || !term) return { shown: member.shown === 1, term: null, points: null, rank: null, ranked: 0, events: [] };
  const points = standings[0]?.points ?? 0;
  return {
    shown: true,
    term: toTerm(term),
    points,
    rank: points > 0 && standings[0] ? standings[0].above + 1 : null,
    ranked: standings[0]?.ranked ?? 0,
    events: events.map((event) => ({ ...event, startsAt: formatUtcInstant(event.startsAt) })),
  };
}
