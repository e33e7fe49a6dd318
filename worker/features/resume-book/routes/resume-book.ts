import { Hono } from "../../../http/hono";
import { accessLogQuerySchema, bookResumeParamSchema, bookResumeQuerySchema, resumeBookQuerySchema } from "../../../../src/shared/resume-book";
import type { AppEnv } from "../../../app-env";
import { csvDownload } from "../../../http/csv-download";
import { pdfResponse } from "../http/pdf-response";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validParam, validQuery } from "../../../middleware/validate";
import { listResumeAccessLog, listResumeBook, readBookResume, resumeBookManifest } from "../services/resume-book";

/** /api/resume-book: sponsors (inside their window) and admins read the book; admins read its log. */
export const resumeBookRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireUser(), validQuery(resumeBookQuerySchema), async (c) => {
    const { entries, meta } = await listResumeBook(c.var.services, authOf(c), c.req.valid("query"));
    return ok(c, entries, { meta });
  })
  .get("/manifest.csv", loadSession(), requireUser(), validQuery(resumeBookQuerySchema), async (c) => {
    return csvDownload(c, await resumeBookManifest(c.var.services, authOf(c), c.req.valid("query")), "resume-book-manifest.csv");
  })
  .get("/access-log", loadSession(), requireRole("admin"), validQuery(accessLogQuerySchema), async (c) => {
    const { entries, meta } = await listResumeAccessLog(c.var.services, c.req.valid("query"));
    return ok(c, entries, { meta });
  })
  .get("/:userId/resume", loadSession(), requireUser(), validQuery(bookResumeQuerySchema), validParam(bookResumeParamSchema), async (c) => {
    const download = c.req.valid("query").download === "1";
    const file = await readBookResume(c.var.services, authOf(c), c.req.valid("param").userId, download ? "download" : "view");
    return pdfResponse(file.body, file.size, file.downloadName, download ? "attachment" : "inline");
  });
