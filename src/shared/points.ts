import * as z from "zod";
import { UserIdSchema } from "./fields";
import { termSchema, TermSelectorSchema } from "./terms";

/**
 * Points: every change is a row of an append-only ledger, and a member's
 * total is the sum of their rows (docs/api.md, "Points";
 * docs/decisions/024-points-ledger-and-terms.md).
 */

export const LEDGER_KINDS = ["attendance", "adjustment", "reversal"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ADJUSTMENT_REASON_MIN = 3;
export const ADJUSTMENT_REASON_MAX = 200;
export const ADJUSTMENT_DELTA_MAX = 100_000;
/** The reason of the adjustment an admin's `PATCH /api/users/{id}` with `points` writes. */
export const ADMIN_SET_REASON = "set by an admin";

/** POST /api/points/adjustments (officers): a signed change with a reason the member will read. */
export const adjustmentRequestSchema = z
  .object({
    userId: UserIdSchema,
    delta: z
      .number({ error: "Points must be a whole number." })
      .int({ error: "Points must be a whole number." })
      .min(-ADJUSTMENT_DELTA_MAX, { error: `Points must be between -${ADJUSTMENT_DELTA_MAX} and ${ADJUSTMENT_DELTA_MAX}.` })
      .max(ADJUSTMENT_DELTA_MAX, { error: `Points must be between -${ADJUSTMENT_DELTA_MAX} and ${ADJUSTMENT_DELTA_MAX}.` })
      .refine((delta) => delta !== 0, { error: "Points must not be zero." }),
    reason: z
      .string({ error: "Reason is required." })
      .trim()
      .min(1, { error: "Reason is required." })
      .min(ADJUSTMENT_REASON_MIN, { error: `Reason must be at least ${ADJUSTMENT_REASON_MIN} characters long.` })
      .max(ADJUSTMENT_REASON_MAX, { error: `Reason must be at most ${ADJUSTMENT_REASON_MAX} characters long.` })
      .regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/, { error: "Reason cannot contain line breaks or control characters." }),
  })
  .strict();
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

/** One row of a member's ledger as the API answers it. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  reason: z.string(),
  /** When the row was written. */
  createdAt: z.string(),
  /** The moment it counts at: the event's start, or the moment of an adjustment. */
  occurredAt: z.string(),
  /** The term containing `occurredAt`, if any. */
  termId: z.string().nullable(),
  /** The event it is about (attendance and reversals), for a link to `/events/{slug}`. */
  event: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  /** Who made the change (null once that account is deleted, or for opening balances). */
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerEntryListSchema = z.array(ledgerEntrySchema);

/** The answer to POST /api/points/adjustments (201). */
export const adjustmentResultSchema = z.object({
  entry: ledgerEntrySchema,
  totalPoints: z.number().int(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

export const POINTS_PAGE_SIZE_MAX = 100;
export const POINTS_PAGE_SIZE_DEFAULT = 20;

/** GET /api/users/{id}/points: `term` as the leaderboard's (default all), paged newest first. */
export const pointsHistoryQuerySchema = z.object({
  term: TermSelectorSchema.default("all"),
  page: z.coerce
    .number({ error: "page must be a whole number." })
    .int({ error: "page must be a whole number." })
    .min(1, { error: "page must be at least 1." })
    .max(100_000, { error: "page is too large." })
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a whole number." })
    .int({ error: "pageSize must be a whole number." })
    .min(1, { error: "pageSize must be at least 1." })
    .max(POINTS_PAGE_SIZE_MAX, { error: `pageSize must be at most ${POINTS_PAGE_SIZE_MAX}.` })
    .default(POINTS_PAGE_SIZE_DEFAULT),
});
export type PointsHistoryQuery = z.input<typeof pointsHistoryQuerySchema>;

const termTotalSchema = termSchema.extend({ points: z.number().int() });

/** `meta` of GET /api/users/{id}/points. */
export const pointsHistoryMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Entries matching `term`. */
  total: z.number().int(),
  /** The term the entries are filtered by; null for all time (or `current` with no current term). */
  term: termSchema.nullable(),
  totals: z.object({
    allTime: z.number().int(),
    /** The term containing now and the member's points in it; null when no term contains now. */
    currentTerm: termTotalSchema.nullable(),
    /** Every term the member has points in, newest first. */
    perTerm: z.array(termTotalSchema),
  }),
});
export type PointsHistoryMeta = z.infer<typeof pointsHistoryMetaSchema>;
