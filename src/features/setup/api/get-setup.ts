import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { envelopeOf, get, isRecord } from "~/lib/public-api/envelope";
import type { SetupReport } from "~/shared/setup";

/**
 * GET /api/setup (public; nothing but `adminExists: true` once the site has an admin). That short
 * answer, what nearly every visit of the page gets, is checked by hand; the report a site without an
 * admin answers is checked with the contract's schema, whose module (and zod with it) loads only when
 * such an answer arrives, so the page's first load carries no zod (issue 37).
 */
export async function getSetup(signal?: AbortSignal): Promise<SetupReport> {
  const { data } = await envelopeOf(await get("/api/setup", signal), isRecord);
  // The schema's branch for it: `adminExists: true`, and any other key dropped (z.object strips them).
  if (data.adminExists === true) return { adminExists: true };
  const { setupReportSchema } = await import("~/shared/setup");
  const report = setupReportSchema.safeParse(data);
  if (!report.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return report.data;
}
