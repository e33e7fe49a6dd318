import * as z from "zod";
import { apiData } from "~/lib/api-client";
import { adjustmentRequestSchema, adjustmentResultSchema, type AdjustmentRequest } from "~/shared/points";

/** What the admin's member dialog sends besides roles (`updateUser`): the roles call and its schema come along. */
export { updateUser } from "./update-user";

const { delta, reason } = adjustmentRequestSchema.shape;

/**
 * The dialog's points fields, checked with the adjustment's own rules: no
 * change at all, or a signed delta with its reason.
 */
export const editMemberPointsSchema = z
  .object({ delta: delta.optional(), reason: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.delta === undefined) return;
    const checked = reason.safeParse(value.reason ?? "");
    if (!checked.success) ctx.addIssue({ code: "custom", path: ["reason"], message: checked.error.issues[0]?.message ?? "Reason is required." });
  });

/** POST /api/points/adjustments (officers, admins): a ledger row the member reads in their history. */
export function adjustPoints(body: AdjustmentRequest) {
  return apiData("/api/points/adjustments", adjustmentResultSchema, { method: "POST", body });
}
