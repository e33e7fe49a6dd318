import { Hono } from "../../../http/hono";
import { plural } from "../../../../src/shared/plural";
import { copyToR2RequestSchema } from "../../../../src/shared/storage";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { loadSession } from "../../../middleware/session";
import { validOptionalJson } from "../../../middleware/validate";
import { copyFilesToR2 } from "../services/storage";

/** /api/admin/storage: moving the site's files from Workers KV to R2 (admins only; docs/storage.md). */
export const storageRoutes = new Hono<AppEnv>().post(
  "/copy-to-r2",
  loadSession(),
  requireRole("admin"),
  ...validOptionalJson(copyToR2RequestSchema),
  async (c) => {
    const result = await copyFilesToR2(c.var.services, c.req.valid("json").cursor ?? null);
    return ok(c, result, { message: result.cursor === null ? "Every file is in R2." : `Copied ${plural(result.copied, "file")}; more to go.` });
  },
);
