import { apiData } from "~/lib/api-client";
import { setupReportSchema } from "~/shared/setup";

/** GET /api/setup (public; nothing but `adminExists: true` once the site has an admin). */
export function getSetup(signal?: AbortSignal) {
  return apiData("/api/setup", setupReportSchema, { signal });
}
