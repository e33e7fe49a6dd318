import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { mediaNotFound, mediaResponse } from "../http/media-response";
import { readMediaFile } from "../services/media";

/**
 * /media/<id>-<width>.webp: uploaded images, public, from the file store (decisions 078 and 100).
 * No session is read: an image on a public page is for everyone.
 */
export const mediaFileRoutes = new Hono<AppEnv>()
  .get("/media/:name", async (c) => {
    const file = await readMediaFile(c.var.services, c.req.param("name"), c.req.raw.headers);
    return file ? mediaResponse(file.id, file.file) : mediaNotFound();
  })
  .all("/media/*", () => mediaNotFound());
