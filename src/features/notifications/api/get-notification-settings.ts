import { apiData } from "~/lib/api-client";
import { notificationSettingsSchema } from "~/shared/notifications";

/** GET /api/me/notifications (signed in): which mails about events the member gets. */
export function getNotificationSettings(signal?: AbortSignal) {
  return apiData("/api/me/notifications", notificationSettingsSchema, { signal });
}
