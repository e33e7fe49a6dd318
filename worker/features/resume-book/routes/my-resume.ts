import type { Context } from "hono";
import { Hono } from "../../../http/hono";
import { resumeFileQuerySchema, uploadResumeQuerySchema } from "../../../../src/shared/resume-book";
import type { AppEnv } from "../../../app-env";
import { pdfResponse } from "../http/pdf-response";
import { ok } from "../../../http/respond";
import { resumeUploadBody } from "../middleware/resume-upload";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validQuery } from "../../../middleware/validate";
import { deleteMyResume, getMyResume, readMyResumeFile, uploadResume } from "../services/resumes";

const wantsPdf = (c: Context<AppEnv>, format: string | undefined) =>
  format === "pdf" || (format === undefined && /\bapplication\/pdf\b/i.test(c.req.header("Accept") ?? ""));

/** /api/me/resume: the signed-in member's résumé. */
export const myResumeRoutes = new Hono<AppEnv>()
  .put("/", loadSession(), requireUser(), validQuery(uploadResumeQuerySchema), ...resumeUploadBody(), async (c) => {
    const result = await uploadResume(c.var.services, authOf(c), await c.req.arrayBuffer(), c.req.valid("query").fileName);
    const message = result.listed
      ? "Your résumé is saved and in the résumé book."
      : result.inResumeBook
        ? "Your résumé is saved."
        : "Your résumé is saved. Sponsors see it only once you join the résumé book.";
    return ok(c, result, { message });
  })
  .get("/", loadSession(), requireUser(), validQuery(resumeFileQuerySchema), async (c) => {
    const query = c.req.valid("query");
    if (wantsPdf(c, query.format)) {
      const { body, fileName, size } = await readMyResumeFile(c.var.services, authOf(c));
      return pdfResponse(body, size, fileName, query.download === "1" ? "attachment" : "inline");
    }
    return ok(c, await getMyResume(c.var.services, authOf(c)));
  })
  .delete("/", loadSession(), requireUser(), async (c) => {
    const { result, removed } = await deleteMyResume(c.var.services, authOf(c));
    return ok(c, result, { message: removed ? "Your résumé is deleted." : "You had no résumé." });
  });
