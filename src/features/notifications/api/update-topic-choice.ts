import { apiData } from "~/lib/api-client";
import type { MailTopic } from "~/shared/notifications";
import { notificationChoicesSchema } from "~/shared/push";

/** PUT /api/me/push/topics (signed in): one topic by mail and/or by push; answers the choices after it. */
export function updateTopicChoice(change: { topic: MailTopic; mail?: boolean; push?: boolean }) {
  return apiData("/api/me/push/topics", notificationChoicesSchema, { method: "PUT", body: change });
}
