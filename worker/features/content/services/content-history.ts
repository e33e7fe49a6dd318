import { COLLECTION_FIELDS, type ContentItem } from "../../../../src/shared/content/collections";
import type { ContentPreview, EditedContentItem } from "../../../../src/shared/content/drafts";
import { CONTENT_ITEM_PAGES } from "../../../../src/shared/content/pages";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import type { ItemHistory } from "../../../../src/shared/item-history";
import { findVersion, listVersions, saverName } from "../../../db/item-versions";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { renderMarkdownLazily } from "../../../lib/markdown";
import type { ServiceContext } from "../../../services/context";
import { itemHistory, type FlatItem } from "../../../services/item-history";
import { collectionDraftsQuery, deleteDraftQuery, findDraft, saveDraft } from "../db/content-drafts";
import { collectionFacts, findContentRow, listContentRows, type ContentRow } from "../db/content-items";
import { checkedFields, mergedFields, saveContentRow, slugOf, slugTaken, toItem } from "./content";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * History, undo, drafts and preview of the content officers edit (decision 130). Every save keeps the
 * version before it (saveContentRow); a restore is a save of a version's fields; a published item's
 * change can wait as a draft, off the public pages, be previewed as its page would show it, and be
 * published.
 */

const noSuchItem = () => new ApiError("NOT_FOUND", "No such item.");

async function liveRow(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<ContentRow> {
  const row = await findContentRow(ctx.db, collection, id);
  if (!row) throw noSuchItem();
  if (row.deletedAt !== null) throw new ApiError("CONTENT_DELETED", "This item is deleted: restore it before editing it.");
  return row;
}

/** A content item's version as the history compares it: its fields, with its status beside them. */
const flatten = (stored: unknown): FlatItem => {
  const { status, fields } = stored as { status: string; fields: Record<string, unknown> };
  return { ...fields, status };
};

/** The fields as the collection's form lists them, then the status: the order of a version's changes. */
const fieldOrder = (collection: ContentCollection): string[] => [...Object.keys(COLLECTION_FIELDS[collection].shape), "status"];

/** GET /api/content/{collection}/{id}/history: the item now, then its versions, newest first. */
export async function contentHistory(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<ItemHistory> {
  const row = await findContentRow(ctx.db, collection, id);
  if (!row) throw noSuchItem();
  const [versions, saver] = await Promise.all([listVersions(ctx.db, collection, id), saverName(ctx.db, row.updatedBy ?? row.createdBy)]);
  return itemHistory(
    { item: flatten({ status: row.status, fields: JSON.parse(row.fields) }), saver, savedAt: row.updatedAt },
    versions,
    flatten,
    fieldOrder(collection),
  );
}

/** The fields that make the item's fields `target`: `target`'s, and `null` for each one it does not have. */
function replacing(stored: Record<string, unknown>, target: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(Object.keys(stored).map((key) => [key, null])), ...target };
}

/** Checks `fields` whole for the item and that its address is free; the fields and the address to write. */
async function checkedChange(ctx: ServiceContext, row: ContentRow, fields: Record<string, unknown>) {
  const checked = checkedFields(row.collection, mergedFields(JSON.parse(row.fields) as Record<string, unknown>, fields));
  const slug = slugOf(row.collection, checked);
  if (slug !== row.slug && (await collectionFacts(ctx.db, row.collection, slug, row.id)).slugTaken) throw slugTaken();
  return { fields: checked, slug };
}

/**
 * POST /api/content/{collection}/{id}/history/{versionId}/restore: the item's fields become the
 * version's (checked as any save; whether it is published stays as it is), itself a save that keeps
 * the version it replaces.
 */
export async function restoreContentVersion(
  ctx: ServiceContext,
  collection: ContentCollection,
  id: string,
  versionId: number,
  userId: string,
): Promise<ContentItem> {
  const row = await liveRow(ctx, collection, id);
  const version = await findVersion(ctx.db, collection, id, versionId);
  if (!version) throw new ApiError("NOT_FOUND", "No such version: it may be older than the versions kept.");
  const { fields } = JSON.parse(version.item) as { fields: Record<string, unknown> };
  const change = await checkedChange(ctx, row, replacing(JSON.parse(row.fields) as Record<string, unknown>, fields));
  return saveContentRow(ctx, row, { ...change, status: row.status }, userId);
}

/** The officers' list (GET ?include=drafts): each item with its waiting draft, if any. */
export async function listContentWithDrafts(ctx: ServiceContext, collection: ContentCollection): Promise<EditedContentItem[]> {
  const [rows, drafts] = await Promise.all([listContentRows(ctx.db, collection, "drafts"), collectionDraftsQuery(ctx.db, collection)]);
  const byItem = new Map(
    drafts.map((draft) => [draft.itemId, { fields: JSON.parse(draft.fields) as Record<string, unknown>, savedAt: formatUtcInstant(draft.savedAt) }]),
  );
  return rows.map((row) => ({ ...toItem(row), draft: byItem.get(row.id) ?? null }));
}

/**
 * PUT /api/content/{collection}/{id}/draft: the change waits as the item's draft, checked as a save
 * would be, and the public pages keep the item as it is. An item never published is a draft already:
 * its fields are saved (a save, which keeps a version).
 */
export async function saveContentDraft(
  ctx: ServiceContext,
  collection: ContentCollection,
  id: string,
  sent: Record<string, unknown>,
  userId: string,
): Promise<EditedContentItem> {
  const row = await liveRow(ctx, collection, id);
  const change = await checkedChange(ctx, row, sent);
  if (row.status === "draft") return { ...(await saveContentRow(ctx, row, { ...change, status: "draft" }, userId)), draft: null };
  const at = now();
  await saveDraft(ctx.db, { itemId: id, fields: JSON.stringify(change.fields), savedBy: userId, savedAt: at });
  return { ...toItem(row), draft: { fields: change.fields, savedAt: formatUtcInstant(at) } };
}

/** DELETE /api/content/{collection}/{id}/draft: the waiting draft is dropped; the item stays as published. */
export async function discardContentDraft(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<EditedContentItem> {
  const row = await findContentRow(ctx.db, collection, id);
  if (!row) throw noSuchItem();
  await deleteDraftQuery(ctx.db, id);
  return { ...toItem(row), draft: null };
}

/**
 * POST /api/content/{collection}/{id}/publish: the waiting draft becomes the item's fields (checked
 * again, and the draft removed in the same batch as the save), or the item never published goes live.
 */
export async function publishContent(ctx: ServiceContext, collection: ContentCollection, id: string, userId: string): Promise<EditedContentItem> {
  const row = await liveRow(ctx, collection, id);
  const draft = await findDraft(ctx.db, id);
  if (!draft) return { ...(await saveContentRow(ctx, row, { fields: undefined, slug: row.slug, status: "published" }, userId)), draft: null };
  const change = await checkedChange(
    ctx,
    row,
    replacing(JSON.parse(row.fields) as Record<string, unknown>, JSON.parse(draft.fields) as Record<string, unknown>),
  );
  const saved = await saveContentRow(ctx, row, { ...change, status: "published" }, userId, [deleteDraftQuery(ctx.db, id)]);
  return { ...saved, draft: null };
}

/**
 * GET /api/content/{collection}/{id}/preview: the collection's published list with the item as its
 * draft would publish it, in its place (an item never published: where it stands among the drafts'
 * order), and the item with its page's body as HTML.
 */
export async function previewContent(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<ContentPreview> {
  const row = await liveRow(ctx, collection, id);
  const [draft, rows] = await Promise.all([findDraft(ctx.db, id), listContentRows(ctx.db, collection, "drafts")]);
  const fields = JSON.parse(draft?.fields ?? row.fields) as Record<string, unknown>;
  const items = rows
    .filter((other) => other.id === id || other.status === "published")
    .map((other) => ({ id: other.id, fields: other.id === id ? fields : (JSON.parse(other.fields) as Record<string, unknown>) }));
  const paged = collection in CONTENT_ITEM_PAGES && typeof fields.body === "string";
  return {
    items,
    item: { id, fields, ...(paged ? { html: await renderMarkdownLazily(fields.body as string) } : {}) },
    publishes: draft ? "draft" : row.status === "draft" ? "item" : "nothing",
  };
}
