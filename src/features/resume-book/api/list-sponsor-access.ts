import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { sponsorAccessSchema, type SponsorAccess } from "~/shared/resume-book";

/** GET /api/sponsor-access (admins): every sponsor account's window, by organisation then username. */
export function listSponsorAccess(signal?: AbortSignal): Promise<SponsorAccess[]> {
  return apiData("/api/sponsor-access", z.array(sponsorAccessSchema), { signal });
}
