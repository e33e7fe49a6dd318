import { apiPage } from "~/lib/api-client";
import { contactMessageListSchema } from "~/shared/contact";

export type MessageStatus = "open" | "handled" | "all";
type MessageQuery = { status: MessageStatus; page: number; pageSize: number };

/** GET /api/contact (admin): one page of the about page's messages, newest first. */
export function listMessages(query: MessageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize) });
  return apiPage(`/api/contact?${params}`, contactMessageListSchema, { signal });
}
