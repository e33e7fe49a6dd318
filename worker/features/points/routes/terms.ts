import { Hono } from "../../../http/hono";
import { createTermRequestSchema, termIdParamSchema, updateTermRequestSchema } from "../../../../src/shared/terms";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { loadSession } from "../../../middleware/session";
import { validJson, validParam } from "../../../middleware/validate";
import { createTerm, deleteTerm, listTerms, updateTerm } from "../services/terms";

/** /api/terms: anyone reads them; officers define them (decision 024). */
export const termRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { terms, meta } = await listTerms(c.var.services);
    return ok(c, terms, { meta });
  })
  .post("/", loadSession(), requireRole("officer"), ...validJson(createTermRequestSchema), async (c) => {
    return ok(c, await createTerm(c.var.services, c.req.valid("json")), { status: 201, message: "Term created." });
  })
  .patch("/:id", loadSession(), requireRole("officer"), ...validJson(updateTermRequestSchema), validParam(termIdParamSchema), async (c) => {
    return ok(c, await updateTerm(c.var.services, c.req.valid("param").id, c.req.valid("json")), { message: "Saved." });
  })
  .delete("/:id", loadSession(), requireRole("officer"), validParam(termIdParamSchema), async (c) => {
    return ok(c, await deleteTerm(c.var.services, c.req.valid("param").id), { message: "Term deleted." });
  });
