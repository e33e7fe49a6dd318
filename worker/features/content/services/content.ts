import type * as z from "zod/mini";
import type { $ZodError } from "zod/v4/core";
import {
  COLLECTION_FIELDS,
  COLLECTION_ITEMS_MAX,
  type ContentItem,
  type createContentRequestSchema,
  type updateContentRequestSchema,
  SLUGGED_COLLECTIONS,
} from "../../../../src/shared/content/collections";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { renderMarkdownLazily } from "../../../lib/markdown";
import type { ServiceContext } from "../../../services/context";
import { CONTENT_ITEM_PAGES, contentCacheTag } from "../../../../src/shared/content/pages";
import { forgetContentPages } from "./content-pages";
import type { BoardHandover } from "../../../../src/shared/content/board-handover";
import { keepContentVersionQuery } from "../../../db/item-versions";
import type { QueryBatchItem } from "../../../db/client";
import {
  boardHandoverQueries,
  collectionFacts,
  findContentRow,
  findContentRowAndEvent,
  insertContentRow,
  listContentRows,
  updateContentRow,
  updateContentRowQuery,
  writeContentOrder,
  type ContentRow,
} from "../db/content-items";
import { newId } from "../../../lib/ids";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * The content officers edit on the site (decision 077): every write checks the collection's
 * contract, keeps page addresses unique, and never loses an item at once — a delete can be undone for
 * CONTENT_RESTORE_DAYS days.
 */

export const toItem = (row: ContentRow): ContentItem => ({
  id: row.id,
  collection: row.collection,
  status: row.status,
  position: row.position,
  fields: JSON.parse(row.fields) as Record<string, unknown>,
  createdAt: formatUtcInstant(row.createdAt),
  updatedAt: formatUtcInstant(row.updatedAt),
  deletedAt: row.deletedAt === null ? null : formatUtcInstant(row.deletedAt),
});

/** A 400 naming each field that broke its rule by its path in `fields` ("name", "photos.2.alt"). */
function invalidFields(error: $ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "fields";
    fields[path] ??= issue.message;
  }
  return new ApiError("VALIDATION_ERROR", error.issues[0]?.message ?? "The fields are not valid.", {}, fields);
}

export function checkedFields(collection: ContentCollection, fields: unknown): Record<string, unknown> {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    throw new ApiError("VALIDATION_ERROR", "fields must be an object.", {}, { fields: "fields must be an object." });
  }
  const parsed = COLLECTION_FIELDS[collection].safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error);
  return parsed.data as Record<string, unknown>;
}

/**
 * What an item's `body_html` holds (migrations/0070, decision 147): the body of an item with a page of
 * its own (a post, a program: CONTENT_ITEM_PAGES) rendered as its page shows it, once, when it is
 * saved; null for the other collections.
 */
export async function bodyHtmlOf(collection: ContentCollection, fields: Record<string, unknown>): Promise<string | null> {
  return collection in CONTENT_ITEM_PAGES && typeof fields.body === "string" ? renderMarkdownLazily(fields.body) : null;
}

export const slugOf = (collection: ContentCollection, fields: Record<string, unknown>): string | null =>
  SLUGGED_COLLECTIONS.includes(collection) ? String(fields.slug) : null;

/** The event an album or a talk names, if any: checked to exist in the query the write makes anyway. */
const eventIdOf = (fields: Record<string, unknown>): string | undefined => (typeof fields.eventId === "string" ? fields.eventId : undefined);

const unknownEvent = () => new ApiError("VALIDATION_ERROR", "Choose the event.", {}, { eventId: "Choose the event." });

export const slugTaken = () =>
  new ApiError("SLUG_TAKEN", "Another page already has this address: choose another.", {}, { slug: "Another page already has this address." });

/** After a write to `collection`: this isolate's pages and the edge's copies of them are read again (decision 079). */
export function contentChanged<T>(ctx: ServiceContext, collection: ContentCollection, result: T): T {
  forgetContentPages();
  ctx.purgeEdgeCache([contentCacheTag(collection)]);
  return result;
}

export async function listContent(ctx: ServiceContext, collection: ContentCollection, include: "published" | "drafts" | "deleted"): Promise<ContentItem[]> {
  return (await listContentRows(ctx.db, collection, include)).map(toItem);
}

/**
 * The organisations on /sponsors (published), as officers wrote them: the names an admin may give a
 * recruiter résumé-book access for (decision 030), so a new sponsor needs no redeploy.
 */
export async function publishedSponsorNames(ctx: ServiceContext): Promise<string[]> {
  const rows = await listContentRows(ctx.db, "sponsors", "published");
  return rows.map((row) => (JSON.parse(row.fields) as { organisation?: unknown }).organisation).filter((name): name is string => typeof name === "string");
}

export async function createContent(
  ctx: ServiceContext,
  collection: ContentCollection,
  body: z.output<typeof createContentRequestSchema>,
  userId: string,
): Promise<ContentItem> {
  const fields = checkedFields(collection, body.fields);
  const slug = slugOf(collection, fields);
  const facts = await collectionFacts(ctx.db, collection, slug, undefined, eventIdOf(fields));
  if (facts.size >= COLLECTION_ITEMS_MAX) {
    throw new ApiError("COLLECTION_FULL", `This list holds at most ${COLLECTION_ITEMS_MAX} items: remove some first.`);
  }
  if (facts.slugTaken) throw slugTaken();
  if (!facts.eventKnown) throw unknownEvent();
  const at = now();
  const row = await insertContentRow(ctx.db, {
    id: newId(),
    collection,
    slug,
    status: body.status,
    fields: JSON.stringify(fields),
    bodyHtml: await bodyHtmlOf(collection, fields),
    createdBy: userId,
    updatedBy: userId,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  });
  return contentChanged(ctx, collection, toItem(row));
}

/** The fields sent replace those fields and `null` removes one (a portrait taken away); the result is checked whole, as a new item would be. */
export function mergedFields(stored: Record<string, unknown>, sent: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...stored, ...sent };
  for (const [key, value] of Object.entries(sent)) if (value === null) delete merged[key];
  return merged;
}

async function existing(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<ContentRow> {
  const row = await findContentRow(ctx.db, collection, id);
  if (!row) throw new ApiError("NOT_FOUND", "No such item.");
  return row;
}

export async function updateContent(
  ctx: ServiceContext,
  collection: ContentCollection,
  id: string,
  body: z.output<typeof updateContentRequestSchema>,
  userId: string,
): Promise<ContentItem> {
  // Only an event id sent now is checked: one kept from before was checked when it was written.
  const sentEventId = body.fields && typeof body.fields.eventId === "string" ? body.fields.eventId : undefined;
  const found = await findContentRowAndEvent(ctx.db, collection, id, sentEventId);
  if (!found) throw new ApiError("NOT_FOUND", "No such item.");
  const { row } = found;
  if (row.deletedAt !== null) throw new ApiError("CONTENT_DELETED", "This item is deleted: restore it before editing it.");
  const fields = body.fields ? checkedFields(collection, mergedFields(JSON.parse(row.fields) as Record<string, unknown>, body.fields)) : undefined;
  if (!found.eventKnown) throw unknownEvent();
  const slug = fields ? slugOf(collection, fields) : row.slug;
  if (fields && slug !== row.slug && (await collectionFacts(ctx.db, collection, slug, id)).slugTaken) throw slugTaken();
  return saveContentRow(ctx, row, { fields, slug, status: body.status ?? row.status }, userId);
}

/**
 * Writes a save of `row` (its fields, address and status) and, when it changes them, keeps the version
 * before it in the same batch (decision 130); `also`: more of the same batch (the draft it publishes).
 * New fields get their body rendered (bodyHtmlOf); so does an item saved before bodies were stored,
 * at its next save of any kind (its publication).
 */
export async function saveContentRow(
  ctx: ServiceContext,
  row: ContentRow,
  next: { fields: Record<string, unknown> | undefined; slug: string | null; status: ContentRow["status"] },
  userId: string,
  also: readonly QueryBatchItem[] = [],
): Promise<ContentItem> {
  const at = now();
  const fieldsJson = next.fields ? JSON.stringify(next.fields) : row.fields;
  const changes = fieldsJson !== row.fields || next.status !== row.status;
  const unrendered = row.bodyHtml === null && row.collection in CONTENT_ITEM_PAGES;
  const rendered =
    next.fields || unrendered ? { bodyHtml: await bodyHtmlOf(row.collection, next.fields ?? (JSON.parse(row.fields) as Record<string, unknown>)) } : {};
  const update = updateContentRowQuery(ctx.db, row.id, {
    ...(next.fields ? { fields: fieldsJson, slug: next.slug } : {}),
    ...rendered,
    status: next.status,
    updatedAt: at,
    ...(changes ? { updatedBy: userId } : {}),
  });
  const batch: QueryBatchItem[] = [...(changes ? [keepContentVersionQuery(ctx.db, row.collection, row.id, at)] : []), update, ...also];
  const results: unknown[] = await ctx.db.batch(batch as [QueryBatchItem, ...QueryBatchItem[]]);
  const [updated] = results[changes ? 1 : 0] as ContentRow[];
  if (!updated) throw new ApiError("NOT_FOUND", "No such item.");
  return contentChanged(ctx, row.collection, toItem(updated));
}

/** Moves an item to `position` in its list (past the end: last) and renumbers the list. */
export async function moveContent(ctx: ServiceContext, collection: ContentCollection, id: string, position: number): Promise<ContentItem[]> {
  const row = await existing(ctx, collection, id);
  if (row.deletedAt !== null) throw new ApiError("CONTENT_DELETED", "This item is deleted: restore it before moving it.");
  const ids = (await listContentRows(ctx.db, collection, "drafts")).map((item) => item.id).filter((other) => other !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  await writeContentOrder(ctx.db, ids, now());
  return contentChanged(ctx, collection, await listContent(ctx, collection, "drafts"));
}

/** Deletes an item so that it can be restored for CONTENT_RESTORE_DAYS days. */
export async function deleteContent(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<ContentItem> {
  const row = await existing(ctx, collection, id);
  if (row.deletedAt !== null) return toItem(row);
  const at = now();
  return contentChanged(ctx, collection, toItem((await updateContentRow(ctx.db, id, { deletedAt: at, updatedAt: at }))!));
}

/** Brings a deleted item back, last in its list (and as a draft when its address was taken meanwhile). */
export async function restoreContent(ctx: ServiceContext, collection: ContentCollection, id: string): Promise<ContentItem> {
  const row = await existing(ctx, collection, id);
  if (row.deletedAt === null) return toItem(row);
  const facts = await collectionFacts(ctx.db, collection, row.slug, id);
  if (facts.slugTaken) throw slugTaken();
  if (facts.size >= COLLECTION_ITEMS_MAX) throw new ApiError("COLLECTION_FULL", `This list holds at most ${COLLECTION_ITEMS_MAX} items: remove some first.`);
  const at = now();
  return contentChanged(ctx, collection, toItem((await updateContentRow(ctx.db, id, { deletedAt: null, position: facts.size, updatedAt: at }))!));
}

/**
 * "End of term" (decision 136): the published board moves to the alumni group and the alumni before it
 * leave the page as drafts, in one D1 batch; the drafts (the new board being prepared) stay as they are.
 */
export async function endBoardTerm(ctx: ServiceContext): Promise<BoardHandover> {
  const [retired, moved] = await ctx.db.batch(boardHandoverQueries(ctx.db, now()));
  return contentChanged(ctx, "board", { moved: moved.length, retired: retired.length, items: await listContent(ctx, "board", "drafts") });
}
