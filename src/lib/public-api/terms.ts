import type { Term } from "~/shared/terms";
import { envelopeOf, get, isRecord } from "./envelope";
import { takeEventPagePart } from "./event-page-data";

/** A term as the API answers it (src/shared/terms.ts `termSchema`). */
export const isTerm = (value: unknown): value is Term => isRecord(value) && ["id", "name", "startsAt", "endsAt"].every((key) => typeof value[key] === "string");

export type TermList = { terms: Term[]; currentTermId: string | null };

const isTermList = (data: unknown): data is Term[] => Array.isArray(data) && data.every(isTerm);

/** The terms the Worker wrote into this page (/events, decision 087), checked as the API's answer is; taken once. */
export function embeddedTerms(): Term[] | undefined {
  const terms = takeEventPagePart("terms");
  return isTermList(terms) ? terms : undefined;
}

/** GET /api/terms (anyone): every term, oldest first, and which one contains now. */
export async function listTerms(signal?: AbortSignal): Promise<TermList> {
  const answer = await envelopeOf(await get("/api/terms", signal), isTermList);
  const current = answer.meta.currentTermId;
  return { terms: answer.data, currentTermId: typeof current === "string" ? current : null };
}
