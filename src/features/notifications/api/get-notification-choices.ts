import { apiData } from "~/lib/api-client";
import { notificationChoicesSchema } from "~/shared/push";

/** GET /api/me/push (signed in): how each topic reaches the member, their devices, and the site's push key. */
export function getNotificationChoices(signal?: AbortSignal) {
  return apiData("/api/me/push", notificationChoicesSchema, { signal });
}
