import { apiData } from "~/lib/api-client";
import { testMailResultSchema } from "~/shared/health";

/** POST /api/admin/health/test-mail (admins): one mail to your own address, with the transport's answer. */
export function sendTestMail() {
  return apiData("/api/admin/health/test-mail", testMailResultSchema, { method: "POST" });
}
