import type * as z from "zod/mini";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import {
  MEMBER_LOOKUP_LIMIT,
  RECENT_ADJUSTMENT_DAYS,
  type AdjustmentLine,
  type AdjustmentListMeta,
  type adjustmentListQuerySchema,
  type AdjustmentResult,
  type LedgerEntry,
  type MemberLookup,
  type pointsHistoryQuerySchema,
  type PointsHistoryMeta,
} from "../../../../src/shared/points";
import { hasRole, isAdmin } from "../../../../src/shared/roles";
import type { Term, TermSelector } from "../../../../src/shared/terms";
import {
  adjustmentCountQuery,
  adjustmentPageQuery,
  historyCountQuery,
  historyPageQuery,
  insertAdjustmentQuery,
  ledgerEntryQuery,
  termTotalsQuery,
  userTotalQuery,
  type Adjustment,
  type HistoryScope,
  type LedgerEntryRow,
} from "../db/points-ledger";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import { findMembers } from "../../../db/users";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import { currentTermQuery, selectedTermQuery, termSql } from "../db/terms";
import { toTerm } from "./terms";
import { plural } from "../../../../src/shared/plural";
import { newId } from "../../../lib/ids";

/** Adjustments by officers and each member's history (docs/decisions/024-points-ledger-and-terms.md). */

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    delta: row.delta,
    kind: row.kind,
    reason: row.reason,
    createdAt: formatUtcInstant(row.createdAt),
    occurredAt: formatUtcInstant(row.occurredAt),
    termId: row.termId,
    event: row.eventId === null ? null : { id: row.eventId, slug: row.eventSlug ?? "", title: row.eventTitle ?? "" },
    actor: row.actorId === null || row.actorUsername === null ? null : { id: row.actorId, username: row.actorUsername },
  };
}

const memberNotFound = () => new ApiError("NOT_FOUND", "No such member.", {}, { userId: "No such member." });

/**
 * The one write of points by hand (decision 024): an adjustment row, for
 * officers' adjustments by a delta and for an admin's new total (PATCH
 * /api/users/{id} `points`, kept for compatibility; the total becomes a
 * delta in the statement). A statement for the caller's batch, with the
 * row's key; `guard` as in insertAdjustmentQuery.
 */
export function adjustmentWrite(ctx: ServiceContext, adjustment: Omit<Adjustment, "key">) {
  const key = `${"total" in adjustment.change ? "admin-set" : "adjustment"}:${newId()}`;
  return { key, query: insertAdjustmentQuery(ctx.db, { ...adjustment, key }) };
}

/**
 * POST /api/points/adjustments (officers), in one batch: the row (only if the
 * member exists and stays at zero or more), the row as answered, the total.
 * Officers may not change their own points; admins may (decision 055).
 */
export async function adjustPoints(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: { userId: string; delta: number; reason: string },
): Promise<AdjustmentResult> {
  const actorId = actor.user.id;
  if (input.userId === actorId && !isAdmin(actor.roles)) {
    throw new ApiError("FORBIDDEN", "Officers cannot change their own points: ask an admin.", {}, { userId: "You cannot change your own points." });
  }
  const { key, query } = adjustmentWrite(ctx, { userId: input.userId, change: { delta: input.delta }, reason: input.reason, actorId, at: now() });
  const [inserted, entries, totals] = await ctx.db.batch([query, ledgerEntryQuery(ctx.db, key), userTotalQuery(ctx.db, input.userId)]);
  const total = totals[0];
  if (!total) throw memberNotFound();
  if (inserted.length === 0 || !entries[0]) {
    throw new ApiError(
      "POINTS_BELOW_ZERO",
      `The member has ${plural(total.points, "point")}; taking ${-input.delta} would leave them below zero.`,
      {},
      { delta: `At most ${total.points} can be taken away.` },
    );
  }
  return { entry: toLedgerEntry(entries[0]), totalPoints: total.points };
}

type HistoryQuery = z.output<typeof pointsHistoryQuerySchema>;

/** Self, officers and admins: anyone else gets 403. */
function assertMayRead(viewer: AuthenticatedUser, userId: string) {
  if (viewer.user.id !== userId && !hasRole(viewer.roles, "officer")) {
    throw new ApiError("FORBIDDEN", "You can only see your own points.");
  }
}

function scopeOf(selector: TermSelector, at: number): HistoryScope {
  return selector === "all" ? { kind: "all" } : { kind: "term", termSql: termSql(selector, at) };
}

/**
 * GET /api/users/{id}/points, in one batch: a page of the member's rows
 * (newest first, with their events and who made them), how many match,
 * the member's total, their points per term and the term asked for.
 */
export async function pointsHistory(ctx: ServiceContext, viewer: AuthenticatedUser, userId: string, query: HistoryQuery) {
  assertMayRead(viewer, userId);
  const at = now();
  const scope = scopeOf(query.term, at);
  const [page, counted, totals, perTerm, selected, currents] = await ctx.db.batch([
    historyPageQuery(ctx.db, userId, scope, query.pageSize, (query.page - 1) * query.pageSize),
    historyCountQuery(ctx.db, userId, scope),
    userTotalQuery(ctx.db, userId),
    termTotalsQuery(ctx.db, userId),
    selectedTermQuery(ctx.db, query.term, at),
    currentTermQuery(ctx.db, at),
  ]);
  if (!totals[0]) throw new ApiError("NOT_FOUND", "No such member.");
  const term = selected[0] ? toTerm(selected[0]) : null;
  if (query.term !== "all" && query.term !== "current" && !term) throw new ApiError("NOT_FOUND", "No such term.");
  const withPoints = perTerm.map((row) => ({ ...toTerm(row), points: row.points }));
  const current = currents[0];
  const currentTerm: (Term & { points: number }) | null = current
    ? { ...toTerm(current), points: perTerm.find((row) => row.id === current.id)?.points ?? 0 }
    : null;
  const meta: PointsHistoryMeta = {
    page: query.page,
    pageSize: query.pageSize,
    total: counted[0]?.n ?? 0,
    term,
    totals: { allTime: totals[0].points, currentTerm, perTerm: withPoints },
  };
  return { entries: page.map(toLedgerEntry), meta };
}

/**
 * GET /api/points/adjustments, in one batch: a page of adjustments newest
 * first with the member and who made each, and how many there are. Admins
 * see every adjustment ever made; officers those of the last 30 days, the
 * working list of the points page (decision 056).
 */
export async function listAdjustments(
  ctx: ServiceContext,
  viewer: AuthenticatedUser,
  query: z.output<typeof adjustmentListQuerySchema>,
): Promise<{ lines: AdjustmentLine[]; meta: AdjustmentListMeta }> {
  const all = isAdmin(viewer.roles);
  const since = all ? 0 : now() - RECENT_ADJUSTMENT_DAYS * DAY;
  const [rows, counted] = await ctx.db.batch([
    adjustmentPageQuery(ctx.db, since, query.pageSize, (query.page - 1) * query.pageSize),
    adjustmentCountQuery(ctx.db, since),
  ]);
  const lines = rows.map((row) => ({
    ...toLedgerEntry(row),
    member: { id: row.memberId, username: row.memberUsername, firstName: row.memberFirstName, lastName: row.memberLastName },
  }));
  return {
    lines,
    meta: {
      page: query.page,
      pageSize: query.pageSize,
      total: counted[0]?.n ?? 0,
      scope: all ? "all" : "recent",
      since: all ? null : formatUtcInstant(since),
    },
  };
}

/** GET /api/points/members: members (not sponsor-only accounts) matching the officer's words, with their totals. */
export async function lookUpMembers(ctx: ServiceContext, q: string): Promise<MemberLookup[]> {
  return findMembers(ctx.db, q, MEMBER_LOOKUP_LIMIT);
}
