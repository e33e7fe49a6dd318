import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-client";
import { adjustmentLineListSchema, adjustmentListMetaSchema, type AdjustmentLine, type AdjustmentListMeta } from "~/shared/points";

type AdjustmentQuery = { page: number; pageSize: number };

/** GET /api/points/adjustments (officers: the last 30 days; admins: every one), newest first, with the member and who made each. */
export async function listAdjustments(
  { page, pageSize }: AdjustmentQuery,
  signal?: AbortSignal,
): Promise<{ items: AdjustmentLine[]; meta: AdjustmentListMeta }> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const { data, meta } = await apiRequest(`/api/points/adjustments?${query}`, adjustmentLineListSchema, { signal });
  const parsed = adjustmentListMetaSchema.safeParse(meta);
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { items: data, meta: parsed.data };
}
