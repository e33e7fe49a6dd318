import { apiData } from "~/lib/api-client";
import { adjustmentResultSchema, type AdjustmentRequest } from "~/shared/points";

/** The request's schema, for the points page's form (loaded with this module). */
export { adjustmentRequestSchema } from "~/shared/points";

/** POST /api/points/adjustments (officers, not for their own points; admins): a ledger row the member reads in their history. */
export function adjustPoints(body: AdjustmentRequest) {
  return apiData("/api/points/adjustments", adjustmentResultSchema, { method: "POST", body });
}
