import { apiData } from "~/lib/api-client";
import { notificationChoicesSchema } from "~/shared/push";

/** DELETE /api/me/push/devices/{id} (signed in): notifications off for one of the member's devices. */
export function removeDevice(id: number) {
  return apiData(`/api/me/push/devices/${id}`, notificationChoicesSchema, { method: "DELETE" });
}
