import { apiData } from "~/lib/api-client";
import { healthReportSchema } from "~/shared/health";

/** GET /api/admin/health (admins). */
export function getHealth(signal: AbortSignal) {
  return apiData("/api/admin/health", healthReportSchema, { signal });
}
