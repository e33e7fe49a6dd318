import { apiData } from "~/lib/api-client";
import { insightsSchema } from "~/shared/insights";

const query = (termId: string | undefined, csv = false) => {
  const params = new URLSearchParams({ ...(termId ? { termId } : {}), ...(csv ? { format: "csv" } : {}) });
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** GET /api/insights (officers): one term's events and members; without `termId` the current term's. */
export const getInsights = (termId: string | undefined, signal?: AbortSignal) => apiData(`/api/insights${query(termId)}`, insightsSchema, { signal });

/** The same as a CSV file, for a download link. */
export const insightsCsvPath = (termId: string | undefined) => `/api/insights${query(termId, true)}`;
