import { Hono } from "../../../http/hono";
import { insightsQuerySchema } from "../../../../src/shared/insights";
import type { AppEnv } from "../../../app-env";
import { csvDownload, wantsCsv } from "../../../http/csv-download";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { loadSession } from "../../../middleware/session";
import { validQuery } from "../../../middleware/validate";
import { insights, insightsCsv } from "../services/insights";

/** /api/insights: what works, per event and per term, for officers and admins (decision 086); `format=csv` downloads it. */
export const insightsRoutes = new Hono<AppEnv>().get("/", loadSession(), requireRole("officer"), validQuery(insightsQuerySchema), async (c) => {
  const { termId, format } = c.req.valid("query");
  if (wantsCsv(c, format)) {
    const { body, fileName } = await insightsCsv(c.var.services, termId);
    return csvDownload(c, body, fileName);
  }
  return ok(c, await insights(c.var.services, termId));
});
