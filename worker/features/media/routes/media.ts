import { Hono } from "../../../http/hono";
import { listMediaQuerySchema, MEDIA_FORM, mediaIdParamSchema } from "../../../../src/shared/media";
import type { AppEnv } from "../../../app-env";
import { ApiError } from "../../../http/api-error";
import { ok } from "../../../http/respond";
import { mediaUploadBody } from "../middleware/media-upload";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validParam, validQuery } from "../../../middleware/validate";
import { deleteMedia, listMedia, uploadMedia } from "../services/media";

/** /api/media: officers' and admins' image uploads (decision 078). */
export const mediaRoutes = new Hono<AppEnv>()
  .post("/", loadSession(), requireRole("officer"), ...mediaUploadBody(), async (c) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError("VALIDATION_ERROR", "The upload is not a readable multipart form.");
    }
    const files = form.getAll(MEDIA_FORM.files).filter((value): value is File => typeof value !== "string");
    const item = await uploadMedia(c.var.services, authOf(c), { kind: form.get(MEDIA_FORM.kind), fileName: form.get(MEDIA_FORM.fileName), files });
    return ok(c, item, { status: 201, message: "Image uploaded." });
  })
  .get("/", loadSession(), requireRole("officer"), validQuery(listMediaQuerySchema), async (c) => {
    const { page, pageSize } = c.req.valid("query");
    const { items, meta } = await listMedia(c.var.services, page, pageSize);
    c.header("Cache-Control", "private, no-store");
    return ok(c, items, { meta });
  })
  .delete("/:id", loadSession(), requireRole("officer"), validParam(mediaIdParamSchema), async (c) => {
    return ok(c, await deleteMedia(c.var.services, c.req.valid("param").id), { message: "Image deleted." });
  });
