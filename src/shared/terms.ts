import * as z from "zod/mini";
import "./zod-messages";
import { instantSchema, UtcInstantSchema } from "./time/instant-schema";
import { lazySchema } from "./lazy-schema";
import { UUID_SOURCE } from "./ids";

/**
 * Terms ("Fall 2026"): what term leaderboards and per-term totals count by.
 * A term is [startsAt, endsAt) — a ledger row whose moment falls inside it
 * belongs to it — and terms never overlap (409 TERM_OVERLAP). Officers
 * define them; anyone may read them. docs/api.md, "Terms".
 */

export const TERM_NAME_MIN = 2;
export const TERM_NAME_MAX = 60;
/** A school year with room for a leap day (also a CHECK in the table). */
export const TERM_MAX_DAYS = 367;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Term ids: a UUID (worker/lib/ids.ts) or, made before decision 158, `tm_…`; never the words `current` or `all`. */
export const TERM_ID_PATTERN = new RegExp(`^(?:tm_[A-Za-z0-9_-]{1,40}|${UUID_SOURCE})$`);

const TermNameSchema = lazySchema(() =>
  z.string({ error: "Name is required." }).check(
    z.trim(),
    z.minLength(1, { error: "Name is required." }),
    z.minLength(TERM_NAME_MIN, { error: `Name must be at least ${TERM_NAME_MIN} characters long.` }),
    z.maxLength(TERM_NAME_MAX, { error: `Name must be at most ${TERM_NAME_MAX} characters long.` }),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refuses control characters, on purpose
    z.regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/, { error: "Name cannot contain line breaks or control characters." }),
  ),
);

function checkRange(value: { startsAt?: number | undefined; endsAt?: number | undefined }, ctx: z.core.$RefinementCtx) {
  if (value.startsAt === undefined || value.endsAt === undefined) return;
  if (value.endsAt <= value.startsAt) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "A term must end after it starts." });
  } else if (value.endsAt - value.startsAt > TERM_MAX_DAYS * DAY_MS) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: `A term can last at most ${TERM_MAX_DAYS} days.` });
  }
}

/** POST /api/terms */
export const createTermRequestSchema = lazySchema(() =>
  z.strictObject({ name: TermNameSchema, startsAt: UtcInstantSchema("Start"), endsAt: UtcInstantSchema("End") }).check(z.superRefine(checkRange)),
);
export type CreateTermRequest = z.input<typeof createTermRequestSchema>;

/** PATCH /api/terms/{id}: any of the fields (the dates are checked against the stored ones too). */
export const updateTermRequestSchema = lazySchema(() =>
  z
    .strictObject({
      name: z.optional(TermNameSchema),
      startsAt: z.optional(UtcInstantSchema("Start")),
      endsAt: z.optional(UtcInstantSchema("End")),
    })
    .check(
      z.superRefine(checkRange),
      z.refine((value) => Object.values(value).some((field) => field !== undefined), { error: "Nothing to change." }),
    ),
);
export type UpdateTermRequest = z.input<typeof updateTermRequestSchema>;

/** A term as the API answers it (instants in UTC, ending in Z). */
export const termSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    startsAt: instantSchema,
    endsAt: instantSchema,
  }),
);
export type Term = z.infer<typeof termSchema>;
export const termListSchema = lazySchema(() => z.array(termSchema));

/** `meta` of GET /api/terms: the term containing now, if any. */
export const termListMetaSchema = lazySchema(() => z.object({ currentTermId: z.nullable(z.string()) }));

/** A term in a path (`/api/terms/{id}`): anything long names no term — 404, without asking D1. */
export const termIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such term." })) }));

/**
 * Which points a leaderboard or a history counts: `current` (the term
 * containing now), `all` (all time) or a term's id.
 */
export const TermSelectorSchema = lazySchema(() =>
  z.string({ error: "term must be current, all or a term's id." }).check(
    z.trim(),
    z.refine((value) => value === "current" || value === "all" || TERM_ID_PATTERN.test(value), {
      error: "term must be current, all or a term's id.",
    }),
  ),
);
export type TermSelector = z.infer<typeof TermSelectorSchema>;
