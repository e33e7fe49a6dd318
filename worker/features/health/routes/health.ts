import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { healthReport } from "../services/health";
import { sendAdminTestMail } from "../services/test-mail";

/** /api/admin/health: what is configured and what is not, for admins (decision 076). */
export const healthRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireRole("admin"), async (c) => {
    return ok(c, await healthReport(c.var.services, c.req.url));
  })
  .post("/test-mail", loadSession(), requireRole("admin"), async (c) => {
    const { user } = authOf(c);
    const result = await sendAdminTestMail(c.var.services, user);
    return ok(c, result, { message: result.answer });
  });
