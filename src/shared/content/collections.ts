import * as z from "zod/mini";
import "../zod-messages";
import { albumFieldsSchema } from "./albums";
import { boardMemberFieldsSchema } from "./board";
import { postFieldsSchema } from "./posts";
import { programFieldsSchema } from "./programs";
import { resourceFieldsSchema } from "./resources";
import { slideDeckFieldsSchema } from "./slides";
import { sponsorFieldsSchema } from "./sponsors";
import { CONTENT_COLLECTIONS, CONTENT_STATUSES, type ContentCollection } from "./vocabulary";
import { lazySchema } from "../lazy-schema";
import { instantSchema } from "../time/instant-schema";

export { CONTENT_COLLECTIONS, CONTENT_STATUSES, type ContentCollection, type ContentStatus } from "./vocabulary";

/**
 * The content officers edit on the site (decision 077): one contract per collection for its fields,
 * and one envelope for every item (its id, draft or published, its place in the list). The Worker
 * validates with these, the editing screens show their errors at the fields, and the seed is checked
 * against them.
 */

export const COLLECTION_FIELDS = {
  board: boardMemberFieldsSchema,
  sponsors: sponsorFieldsSchema,
  albums: albumFieldsSchema,
  slides: slideDeckFieldsSchema,
  programs: programFieldsSchema,
  posts: postFieldsSchema,
  resources: resourceFieldsSchema,
} as const satisfies Record<ContentCollection, z.ZodMiniType>;

/** Collections whose items are pages of their own, addressed by the `slug` field (unique in the collection). */
export const SLUGGED_COLLECTIONS: readonly ContentCollection[] = ["programs", "posts"];

/** How long a deleted item can be restored before the daily job removes it for good. */
export const CONTENT_RESTORE_DAYS = 30;

/** The most items one collection holds (a list is answered whole, never paged). */
export const COLLECTION_ITEMS_MAX = 500;

/** An item as the API answers it. */
export const contentItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    collection: z.enum(CONTENT_COLLECTIONS),
    status: z.enum(CONTENT_STATUSES),
    /** Its place in the collection's list, from 0. */
    position: z.int().check(z.gte(0)),
    fields: z.record(z.string(), z.unknown()),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    /** Set while the item is deleted and can still be restored. */
    deletedAt: z.nullable(instantSchema),
  }),
);
export type ContentItem = z.infer<typeof contentItemSchema>;

/** GET /api/content/{collection}: the published items; officers may ask for drafts, or for what was deleted. */
export const listContentQuerySchema = lazySchema(() =>
  z.object({
    include: z._default(z.enum(["published", "drafts", "deleted"], { error: 'include is "published", "drafts" or "deleted".' }), "published"),
  }),
);

export const contentCollectionParamSchema = lazySchema(() =>
  z.object({
    collection: z.enum(CONTENT_COLLECTIONS, { error: `No such collection: choose one of ${CONTENT_COLLECTIONS.join(", ")}.` }),
  }),
);
export const contentItemParamSchema = lazySchema(() =>
  z.extend(contentCollectionParamSchema, {
    // Item ids are UUIDs: anything longer names no item (404 without asking D1).
    id: z.string().check(z.maxLength(64, { error: "No such item." })),
  }),
);

const statusSchema = lazySchema(() => z.enum(CONTENT_STATUSES, { error: 'status is "draft" or "published".' }));

/** POST /api/content/{collection}: new items start as drafts unless published at once. */
export const createContentRequestSchema = lazySchema(() => z.strictObject({ status: z._default(statusSchema, "draft"), fields: z.unknown() }));
/** PATCH /api/content/{collection}/{id}: the fields sent replace those fields, `null` removes one, the others are kept. */
export const updateContentRequestSchema = lazySchema(() =>
  z
    .strictObject({ status: z.optional(statusSchema), fields: z.optional(z.record(z.string(), z.unknown(), { error: "fields must be an object." })) })
    .check(z.refine((body) => body.status !== undefined || body.fields !== undefined, { error: "Send the fields to change, the status, or both." })),
);
/** PUT /api/content/{collection}/{id}/order: the place to move the item to (0 is first; past the end is last). */
export const orderContentRequestSchema = lazySchema(() =>
  z.strictObject({
    position: z
      .number({ error: "position must be a whole number from 0." })
      .check(z.int({ error: "position must be a whole number from 0." }), z.gte(0, { error: "position must be a whole number from 0." })),
  }),
);
