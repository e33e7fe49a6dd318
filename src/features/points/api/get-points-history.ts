import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-client";
import { ledgerEntryListSchema, pointsHistoryMetaSchema, type LedgerEntry, type PointsHistoryMeta } from "~/shared/points";

export type PointsHistory = { entries: LedgerEntry[]; meta: PointsHistoryMeta };

type HistoryQuery = { term: string; page: number; pageSize: number };

/** GET /api/users/{id}/points (self, officers): ledger rows newest first, with the totals all time and per term. */
export async function getPointsHistory(userId: string, { term, page, pageSize }: HistoryQuery, signal?: AbortSignal): Promise<PointsHistory> {
  const query = new URLSearchParams({ term, page: String(page), pageSize: String(pageSize) });
  const { data, meta } = await apiRequest(`/api/users/${encodeURIComponent(userId)}/points?${query}`, ledgerEntryListSchema, { signal });
  const parsed = pointsHistoryMetaSchema.safeParse(meta);
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { entries: data, meta: parsed.data };
}
