import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-client";
import { termListMetaSchema, termListSchema, type Term } from "~/shared/terms";

export type TermList = { terms: Term[]; currentTermId: string | null };

/** GET /api/terms (anyone): every term, oldest first, and which one contains now. */
export async function listTerms(signal?: AbortSignal): Promise<TermList> {
  const { data, meta } = await apiRequest("/api/terms", termListSchema, { signal });
  const parsed = termListMetaSchema.safeParse(meta);
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { terms: data, currentTermId: parsed.data.currentTermId };
}
