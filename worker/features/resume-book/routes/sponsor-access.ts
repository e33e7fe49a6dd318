import { Hono } from "../../../http/hono";
import { sponsorAccessParamSchema, sponsorAccessRequestSchema } from "../../../../src/shared/resume-book";
import { userIdParamSchema } from "../../../../src/shared/users";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validParam } from "../../../middleware/validate";
import { getSponsorAccess, grantSponsorAccess, listAllSponsorAccess, revokeSponsorAccess } from "../services/sponsor-access";

/** Admins grant and end sponsors' access to the résumé book (mounted at /api). */
export const sponsorAccessRoutes = new Hono<AppEnv>()
  .get("/sponsor-access", loadSession(), requireRole("admin"), async (c) => {
    return ok(c, await listAllSponsorAccess(c.var.services));
  })
  .get("/users/:id/sponsor-access", loadSession(), requireRole("admin"), validParam(sponsorAccessParamSchema), async (c) => {
    return ok(c, await getSponsorAccess(c.var.services, c.req.valid("param").id));
  })
  .put("/users/:id/sponsor-access", loadSession(), requireRole("admin"), ...validJson(sponsorAccessRequestSchema), validParam(userIdParamSchema), async (c) => {
    const access = await grantSponsorAccess(c.var.services, authOf(c), c.req.valid("param").id, c.req.valid("json"));
    return ok(c, access, { message: `${access.username} can read the résumé book for ${access.organisation}. We e-mailed them an invitation.` });
  })
  .delete("/users/:id/sponsor-access", loadSession(), requireRole("admin"), validParam(userIdParamSchema), async (c) => {
    const result = await revokeSponsorAccess(c.var.services, c.req.valid("param").id);
    return ok(c, result, { message: result.removed ? "Sponsor access ended." : "This account had no sponsor access." });
  });
