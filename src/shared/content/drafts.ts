import * as z from "zod/mini";
import "../zod-messages";
import { contentItemSchema } from "./collections";
import { lazySchema } from "../lazy-schema";
import { instantSchema } from "../time/instant-schema";

/**
 * Drafts and preview of what officers edit (decision 130). A published item's change can be saved as a
 * draft: the public pages keep the item as published until "Publish" makes the draft its fields. An
 * item never published is a draft as a whole (its status).
 */

/** An item as the officers' list shows it: with its draft, when one waits to be published. */
export const editedContentItemSchema = lazySchema(() =>
  z.extend(contentItemSchema, {
    draft: z.nullable(z.object({ fields: z.record(z.string(), z.unknown()), savedAt: instantSchema })),
  }),
);
export type EditedContentItem = z.infer<typeof editedContentItemSchema>;

/** PUT /api/content/{collection}/{id}/draft: the fields as the form has them (`null` removes one), checked whole. */
export const saveDraftRequestSchema = lazySchema(() => z.strictObject({ fields: z.record(z.string(), z.unknown(), { error: "fields must be an object." }) }));

/**
 * GET /api/content/{collection}/{id}/preview: the collection's list as its public page would show it
 * with the item's draft published (the item's place kept), and the item itself with its page's body as
 * HTML (a post's or a program's).
 */
export const contentPreviewSchema = lazySchema(() =>
  z.object({
    items: z.array(z.object({ id: z.string(), fields: z.record(z.string(), z.unknown()) })),
    item: z.object({ id: z.string(), fields: z.record(z.string(), z.unknown()), html: z.optional(z.string()) }),
    /** What "Publish" would do: publish the waiting draft, or the item never published; nothing when it is published as it is. */
    publishes: z.enum(["draft", "item", "nothing"]),
  }),
);
export type ContentPreview = z.infer<typeof contentPreviewSchema>;
