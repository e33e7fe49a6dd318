import * as z from "zod/mini";
import "./zod-messages";
import { UserIdParamSchema, UserIdSchema, wholeNumberParam } from "./fields";
import { termSchema, TermSelectorSchema } from "./terms";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * Points: every change is a row of an append-only ledger, and a member's
 * total is the sum of their rows (docs/api.md, "Points";
 * docs/decisions/024-points-ledger-and-terms.md).
 */

export const LEDGER_KINDS = ["attendance", "adjustment", "reversal"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ADJUSTMENT_REASON_MIN = 3;
export const ADJUSTMENT_REASON_MAX = 200;
/** The most one adjustment may add or take: larger changes are several rows, each with its reason (decision 055). */
export const ADJUSTMENT_DELTA_MAX = 1_000;
/** The reason of the adjustment an admin's `PATCH /api/users/{id}` with `points` writes. */
export const ADMIN_SET_REASON = "set by an admin";

/**
 * A signed change of points as people type it: "+4", "-2", "−2" (a
 * typographic minus), " 5 ". Empty is no change (undefined); anything else
 * that is not a whole number is NaN, for the schema to refuse in its own words.
 */
export function signedDeltaFrom(value: unknown): number | undefined {
  const text = String(value ?? "")
    .trim()
    .replace(/^[−–]/, "-")
    .replace(/\s+/g, "");
  if (text === "") return undefined;
  return /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * POST /api/points/adjustments (officers): a signed change with a reason the
 * member will read. An officer may not change their own points (an admin may).
 */
export const adjustmentRequestSchema = lazySchema(() =>
  z.strictObject({
    userId: UserIdSchema,
    delta: z.number({ error: "Points must be a whole number." }).check(
      z.int({ error: "Points must be a whole number." }),
      z.gte(-ADJUSTMENT_DELTA_MAX, { error: `Points must be between -${ADJUSTMENT_DELTA_MAX} and ${ADJUSTMENT_DELTA_MAX}.` }),
      z.lte(ADJUSTMENT_DELTA_MAX, { error: `Points must be between -${ADJUSTMENT_DELTA_MAX} and ${ADJUSTMENT_DELTA_MAX}.` }),
      z.refine((delta) => delta !== 0, { error: "Points must not be zero." }),
    ),
    reason: z.string({ error: "Reason is required." }).check(
      z.trim(),
      z.minLength(1, { error: "Reason is required." }),
      z.minLength(ADJUSTMENT_REASON_MIN, { error: `Reason must be at least ${ADJUSTMENT_REASON_MIN} characters long.` }),
      z.maxLength(ADJUSTMENT_REASON_MAX, { error: `Reason must be at most ${ADJUSTMENT_REASON_MAX} characters long.` }),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refuses control characters, on purpose
      z.regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/, { error: "Reason cannot contain line breaks or control characters." }),
    ),
  }),
);
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

/** One row of a member's ledger as the API answers it. */
export const ledgerEntrySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    delta: z.int(),
    kind: z.enum(LEDGER_KINDS),
    reason: z.string(),
    /** When the row was written. */
    createdAt: instantSchema,
    /** The moment it counts at: the event's start, or the moment of an adjustment. */
    occurredAt: instantSchema,
    /** The term containing `occurredAt`, if any. */
    termId: z.nullable(z.string()),
    /** The event it is about (attendance and reversals), for a link to `/events/{slug}`. */
    event: z.nullable(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
    /** Who made the change (null once that account is deleted, or for opening balances). */
    actor: z.nullable(z.object({ id: z.string(), username: z.string() })),
  }),
);
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerEntryListSchema = lazySchema(() => z.array(ledgerEntrySchema));

/** The answer to POST /api/points/adjustments (201). */
export const adjustmentResultSchema = lazySchema(() =>
  z.object({
    entry: ledgerEntrySchema,
    totalPoints: z.int(),
  }),
);
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

export const POINTS_PAGE_SIZE_MAX = 100;
export const POINTS_PAGE_SIZE_DEFAULT = 20;

/** GET /api/users/{id}/points: a member's id (else no such member — 404). */
export const pointsHistoryParamSchema = lazySchema(() => z.object({ id: UserIdParamSchema("No such member.") }));

/** GET /api/users/{id}/points: `term` as the leaderboard's (default all), paged newest first. */
export const pointsHistoryQuerySchema = lazySchema(() =>
  z.object({
    term: z._default(TermSelectorSchema, "all"),
    page: wholeNumberParam("page", 100_000, 1, "page is too large."),
    pageSize: wholeNumberParam("pageSize", POINTS_PAGE_SIZE_MAX, POINTS_PAGE_SIZE_DEFAULT),
  }),
);
export type PointsHistoryQuery = z.input<typeof pointsHistoryQuerySchema>;

const termTotalSchema = lazySchema(() => z.extend(termSchema, { points: z.int() }));

/** `meta` of GET /api/users/{id}/points. */
export const pointsHistoryMetaSchema = lazySchema(() =>
  z.object({
    page: z.int(),
    pageSize: z.int(),
    /** Entries matching `term`. */
    total: z.int(),
    /** The term the entries are filtered by; null for all time (or `current` with no current term). */
    term: z.nullable(termSchema),
    totals: z.object({
      allTime: z.int(),
      /** The term containing now and the member's points in it; null when no term contains now. */
      currentTerm: z.nullable(termTotalSchema),
      /** Every term the member has points in, newest first. */
      perTerm: z.array(termTotalSchema),
    }),
  }),
);
export type PointsHistoryMeta = z.infer<typeof pointsHistoryMetaSchema>;

/** The member an adjustment is about, as the officers' list shows them. */
const adjustedMemberSchema = lazySchema(() => z.object({ id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() }));

/** One row of GET /api/points/adjustments: a ledger entry of kind `adjustment` and whose points it changed. */
export const adjustmentLineSchema = lazySchema(() => z.extend(ledgerEntrySchema, { member: adjustedMemberSchema }));
export type AdjustmentLine = z.infer<typeof adjustmentLineSchema>;
export const adjustmentLineListSchema = lazySchema(() => z.array(adjustmentLineSchema));

/** How far back officers see adjustments; admins see every one (decision 056). */
export const RECENT_ADJUSTMENT_DAYS = 30;
export const ADJUSTMENTS_PAGE_SIZE_MAX = 100;

/** GET /api/points/adjustments: newest first, paged. */
export const adjustmentListQuerySchema = lazySchema(() =>
  z.object({
    page: pointsHistoryQuerySchema.shape.page,
    pageSize: z._default(
      z.coerce
        .number({ error: "pageSize must be a whole number." })
        .check(
          z.int({ error: "pageSize must be a whole number." }),
          z.gte(1, { error: "pageSize must be at least 1." }),
          z.lte(ADJUSTMENTS_PAGE_SIZE_MAX, { error: `pageSize must be at most ${ADJUSTMENTS_PAGE_SIZE_MAX}.` }),
        ),
      20,
    ),
  }),
);
export type AdjustmentListQuery = z.input<typeof adjustmentListQuerySchema>;

/** `meta` of GET /api/points/adjustments: `scope` `all` for admins, `recent` (since `since`) for officers. */
export const adjustmentListMetaSchema = lazySchema(() =>
  z.object({
    page: z.int(),
    pageSize: z.int(),
    total: z.int(),
    scope: z.enum(["all", "recent"]),
    since: z.nullable(instantSchema),
  }),
);
export type AdjustmentListMeta = z.infer<typeof adjustmentListMetaSchema>;

/** GET /api/points/members: officers find a member to adjust by name, username or e-mail. */
export const memberLookupQuerySchema = lazySchema(() =>
  z.object({
    q: z
      .string({ error: "Type at least 2 characters." })
      .check(z.trim(), z.minLength(2, { error: "Type at least 2 characters." }), z.maxLength(100, { error: "At most 100 characters." })),
  }),
);
export type MemberLookupQuery = z.input<typeof memberLookupQuerySchema>;

/** At most this many members answer a lookup: officers narrow it by typing more. */
export const MEMBER_LOOKUP_LIMIT = 10;

/** A member as the officers' points page finds them. */
export const memberLookupSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    points: z.int(),
  }),
);
export type MemberLookup = z.infer<typeof memberLookupSchema>;
export const memberLookupListSchema = lazySchema(() => z.array(memberLookupSchema));
