import type * as z from "zod/mini";
import { TERMS_CACHE_TAG } from "../../../../src/shared/content/pages";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import type { createTermRequestSchema, Term, updateTermRequestSchema } from "../../../../src/shared/terms";
import { checkViolation } from "../../../db/client";
import type { TermRow } from "../../../db/schema";
import {
  clearTermPointsQuery,
  deleteTermQuery,
  fillTermPointsQuery,
  insertTermQuery,
  listTermsQuery,
  overlappingTermQuery,
  termByIdQuery,
  updateTermQuery,
} from "../db/terms";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { newId } from "../../../lib/ids";

/**
 * Terms: officers define them, anyone reads them; a term's points are the
 * ledger rows whose moment falls inside it (decision 024).
 */

export function toTerm(row: Pick<TermRow, "id" | "name" | "startsAt" | "endsAt">): Term {
  return { id: row.id, name: row.name, startsAt: formatUtcInstant(row.startsAt), endsAt: formatUtcInstant(row.endsAt) };
}

const termNotFound = () => new ApiError("NOT_FOUND", "No such term.");

/** GET /api/terms: every term, oldest first, and which one contains now. */
export async function listTerms(ctx: ServiceContext) {
  return termListOf(await listTermsQuery(ctx.db), now());
}

/** The terms as GET /api/terms answers them at `at` (the /events page carries the same: decision 087). */
export function termListOf(rows: readonly TermRow[], at: number) {
  const current = rows.find((row) => row.startsAt <= at && at < row.endsAt);
  return { terms: rows.map(toTerm), meta: { currentTermId: current?.id ?? null } };
}

function overlapError(other: { name: string; startsAt: number; endsAt: number } | undefined): ApiError {
  const which = other ? ` ${other.name} (${formatUtcInstant(other.startsAt)} to ${formatUtcInstant(other.endsAt)})` : " another term";
  const message = `These dates overlap${which}. Terms cannot overlap; one may end when the next starts.`;
  return new ApiError("TERM_OVERLAP", message, {}, { startsAt: message });
}

/** A broken CHECK of the terms table (a PATCH of one date against the stored other), as a field's message. */
function rangeRejected(error: unknown): ApiError | undefined {
  const check = checkViolation(error);
  const message =
    check === "term_ends_after_start" ? "A term must end after it starts." : check === "term_at_most_a_year" ? "A term can last at most 367 days." : undefined;
  return message ? new ApiError("VALIDATION_ERROR", message, {}, { endsAt: message }) : undefined;
}

type CreateInput = z.output<typeof createTermRequestSchema>;

/**
 * POST /api/terms, in one batch: the term (only if it overlaps none — decided
 * by the INSERT itself), its members' points counted from the ledger, and
 * the term it overlaps, if it does (to name it).
 */
export async function createTerm(ctx: ServiceContext, input: CreateInput): Promise<Term> {
  const at = now();
  const row: TermRow = { id: newId(), name: input.name, startsAt: input.startsAt, endsAt: input.endsAt, createdAt: at, updatedAt: at };
  const [inserted, , overlapping] = await ctx.db
    .batch([
      insertTermQuery(ctx.db, row),
      fillTermPointsQuery(ctx.db, row.id, true),
      overlappingTermQuery(ctx.db, { startsAt: row.startsAt, endsAt: row.endsAt }, row.id),
    ])
    .catch((error: unknown) => {
      throw rangeRejected(error) ?? error;
    });
  if (inserted.length === 0) throw overlapError(overlapping[0]);
  termsChanged(ctx);
  return toTerm(row);
}

/**
 * The edge drops the pages that carry the terms (/events groups its past events by them, decision
 * 087); the Worker's own copy there is re-read with every check of the page's versions (FRESH_MS).
 */
const termsChanged = (ctx: ServiceContext) => ctx.purgeEdgeCache([TERMS_CACHE_TAG]);

type UpdateInput = z.output<typeof updateTermRequestSchema>;

/**
 * PATCH /api/terms/{id}, in one batch: the change (only if the new dates
 * overlap no other term), the members' points recounted when the dates
 * changed, the term as it is now and any term it would overlap.
 */
export async function updateTerm(ctx: ServiceContext, id: string, input: UpdateInput): Promise<Term> {
  const at = now();
  const datesChange = input.startsAt !== undefined || input.endsAt !== undefined;
  const [updated, , , overlapping, current] = await ctx.db
    .batch([
      updateTermQuery(ctx.db, id, input, at),
      clearTermPointsQuery(ctx.db, id, datesChange),
      fillTermPointsQuery(ctx.db, id, datesChange),
      overlappingTermQuery(ctx.db, input, id),
      termByIdQuery(ctx.db, id),
    ])
    .catch((error: unknown) => {
      throw rangeRejected(error) ?? error;
    });
  const after = current[0];
  if (!after) throw termNotFound();
  if (updated.length === 0) throw overlapError(overlapping[0]);
  termsChanged(ctx);
  return toTerm(after);
}

/** DELETE /api/terms/{id}: the term goes (with its per-term totals); the ledger's rows stay as they are. */
export async function deleteTerm(ctx: ServiceContext, id: string) {
  const [deleted] = await deleteTermQuery(ctx.db, id);
  if (!deleted) throw termNotFound();
  termsChanged(ctx);
  return { id: deleted.id };
}
