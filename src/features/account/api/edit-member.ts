import "~/shared/zod-messages";
import * as z from "zod/mini";
import { apiData } from "~/lib/api-client";
import { adjustmentRequestSchema, adjustmentResultSchema, type AdjustmentRequest } from "~/shared/points";
import { lazySchema } from "~/shared/lazy-schema";
import { updateUserRequestSchema } from "~/shared/users";

/** What the admin's member dialog sends besides the points (`updateUser`: names, address, roles). */
export { updateUser } from "./update-user";

/**
 * The dialog's fields: the names and address with the update's own rules,
 * and the points with the adjustment's: no change at all, or a signed delta
 * with its reason.
 */
export const editMemberSchema = lazySchema(() => {
  const { delta, reason } = adjustmentRequestSchema.shape;
  const { firstName, lastName, email } = updateUserRequestSchema.shape;
  return z
    .object({
      firstName: firstName.def.innerType,
      lastName: lastName.def.innerType,
      email: email.def.innerType,
      delta: z.optional(delta),
      reason: z.optional(z.string()),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.delta === undefined) return;
        const checked = reason.safeParse(value.reason ?? "");
        if (!checked.success) ctx.addIssue({ code: "custom", path: ["reason"], message: checked.error.issues[0]?.message ?? "Reason is required." });
      }),
    );
});

/** POST /api/points/adjustments (officers, admins): a ledger row the member reads in their history. */
export function adjustPoints(body: AdjustmentRequest) {
  return apiData("/api/points/adjustments", adjustmentResultSchema, { method: "POST", body });
}
