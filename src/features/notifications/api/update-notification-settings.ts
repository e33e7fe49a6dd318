import { apiData } from "~/lib/api-client";
import { type NotificationSettings, notificationSettingsSchema } from "~/shared/notifications";

/** PUT /api/me/notifications (signed in): turns topics on or off; answers the settings after the change. */
export function updateNotificationSettings(changes: Partial<NotificationSettings>) {
  return apiData("/api/me/notifications", notificationSettingsSchema, { method: "PUT", body: changes });
}
