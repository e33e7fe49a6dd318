import * as z from "zod/mini";
import "../../../../src/shared/zod-messages";
import { Hono } from "../../../http/hono";
import {
  contentCollectionParamSchema,
  contentItemParamSchema,
  createContentRequestSchema,
  listContentQuerySchema,
  orderContentRequestSchema,
  updateContentRequestSchema,
} from "../../../../src/shared/content/collections";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validParam, validQuery } from "../../../middleware/validate";
import { createContent, deleteContent, endBoardTerm, listContent, moveContent, restoreContent, updateContent } from "../services/content";
import { plural } from "../../../../src/shared/plural";
import {
  contentHistory,
  discardContentDraft,
  listContentWithDrafts,
  previewContent,
  publishContent,
  restoreContentVersion,
  saveContentDraft,
} from "../services/content-history";
import { saveDraftRequestSchema } from "../../../../src/shared/content/drafts";
import { versionParamSchema } from "../../../../src/shared/item-history";
import { lazySchema } from "../../../../src/shared/lazy-schema";

/** Drafts and deleted items are the officers' only; the session is read (a KV read, a query) only when they are asked for. */
const officersUnlessPublished = createMiddleware<AppEnv>(async function officersUnlessPublished(c, next) {
  if ((c.req.query("include") ?? "published") === "published") return next();
  await loadSession()(c, async () => {
    await requireRole("officer")(c, next);
  });
});

/**
 * /api/content/{collection}: the content officers edit on the site (decision 077). Anyone reads the
 * published items; officers and admins read drafts and deleted items, and write.
 */
export const contentRoutes = new Hono<AppEnv>()
  // The board's handover (decision 136): one step, one batch.
  .post("/board/end-of-term", loadSession(), requireRole("officer"), async (c) => {
    const result = await endBoardTerm(c.var.services);
    return ok(c, result, { message: `Moved ${plural(result.moved, "person", "people")} to the alumni board.` });
  })
  .get("/:collection", validParam(contentCollectionParamSchema), validQuery(listContentQuerySchema), officersUnlessPublished, async (c) => {
    const { collection } = c.req.valid("param");
    const { include } = c.req.valid("query");
    // The published list is the same for everyone, and browsers check back each time (an edit shows at once).
    c.header("Cache-Control", include === "published" ? "public, max-age=0, must-revalidate" : "private, no-store");
    return ok(c, include === "drafts" ? await listContentWithDrafts(c.var.services, collection) : await listContent(c.var.services, collection, include));
  })
  .post(
    "/:collection",
    loadSession(),
    requireRole("officer"),
    validParam(contentCollectionParamSchema),
    ...validJson(createContentRequestSchema),
    async (c) => {
      const item = await createContent(c.var.services, c.req.valid("param").collection, c.req.valid("json"), authOf(c).user.id);
      return ok(c, item, { status: 201, message: item.status === "published" ? "Published." : "Saved as a draft." });
    },
  )
  .patch("/:collection/:id", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), ...validJson(updateContentRequestSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    return ok(c, await updateContent(c.var.services, collection, id, c.req.valid("json"), authOf(c).user.id), { message: "Saved." });
  })
  .put(
    "/:collection/:id/order",
    loadSession(),
    requireRole("officer"),
    validParam(contentItemParamSchema),
    ...validJson(orderContentRequestSchema),
    async (c) => {
      const { collection, id } = c.req.valid("param");
      return ok(c, await moveContent(c.var.services, collection, id, c.req.valid("json").position), { message: "Moved." });
    },
  )
  .delete("/:collection/:id", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    return ok(c, await deleteContent(c.var.services, collection, id), { message: "Deleted. You can restore it for 30 days." });
  })
  .post("/:collection/:id/restore", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    return ok(c, await restoreContent(c.var.services, collection, id), { message: "Restored." });
  })
  // History, undo, drafts and preview (decision 130): officers and admins only.
  .get("/:collection/:id/history", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    c.header("Cache-Control", "private, no-store");
    return ok(c, await contentHistory(c.var.services, collection, id));
  })
  .post(
    "/:collection/:id/history/:versionId/restore",
    loadSession(),
    requireRole("officer"),
    validParam(lazySchema(() => z.extend(contentItemParamSchema, versionParamSchema.shape))),
    async (c) => {
      const { collection, id, versionId } = c.req.valid("param");
      return ok(c, await restoreContentVersion(c.var.services, collection, id, versionId, authOf(c).user.id), {
        message: "Restored that version: it is saved as the item now, and the version it replaced is in the history.",
      });
    },
  )
  .put("/:collection/:id/draft", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), ...validJson(saveDraftRequestSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    return ok(c, await saveContentDraft(c.var.services, collection, id, c.req.valid("json").fields, authOf(c).user.id), {
      message: "Saved as a draft: the site shows the item as before until you publish.",
    });
  })
  .delete("/:collection/:id/draft", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    return ok(c, await discardContentDraft(c.var.services, collection, id), { message: "Draft discarded." });
  })
  .post("/:collection/:id/publish", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    return ok(c, await publishContent(c.var.services, collection, id, authOf(c).user.id), { message: "Published." });
  })
  .get("/:collection/:id/preview", loadSession(), requireRole("officer"), validParam(contentItemParamSchema), async (c) => {
    const { collection, id } = c.req.valid("param");
    c.header("Cache-Control", "private, no-store");
    return ok(c, await previewContent(c.var.services, collection, id));
  });
