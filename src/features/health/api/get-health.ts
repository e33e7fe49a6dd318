import { apiData } from "~/lib/api-client";
import { healthReportSchema, testMailResultSchema } from "~/shared/health";

/** GET /api/admin/health (admins). */
export function getHealth(signal: AbortSignal) {
  return apiData("/api/admin/health", healthReportSchema, { signal });
}

/** POST /api/admin/health/test-mail (admins): one mail to your own address, with the transport's answer. */
export function sendTestMail() {
  return apiData("/api/admin/health/test-mail", testMailResultSchema, { method: "POST" });
}
