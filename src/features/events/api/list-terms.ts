import { dataOf } from "../lib/event-data";
import { isTermList, type ChapterTerm } from "../lib/terms";

/** GET /api/terms (anyone): the chapter's terms, oldest first. Without zod: see lib/event-data.ts. */
export async function listTerms(signal?: AbortSignal): Promise<ChapterTerm[]> {
  const terms = await dataOf(await fetch("/api/terms", { headers: { Accept: "application/json" }, signal }), isTermList);
  if (!terms) throw new Error("The terms could not be loaded.");
  return terms;
}
