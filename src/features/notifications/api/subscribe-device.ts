import { apiData } from "~/lib/api-client";
import { subscribeDeviceResultSchema } from "~/shared/push";

/** POST /api/me/push/devices (signed in): this browser's push subscription (PushSubscription.toJSON()). */
export function subscribeDevice(subscription: PushSubscriptionJSON) {
  return apiData("/api/me/push/devices", subscribeDeviceResultSchema, { method: "POST", body: subscription });
}
