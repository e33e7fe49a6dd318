import * as z from "zod/mini";
import "./zod-messages";
import { excerpt } from "./excerpt";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * History and undo of what officers edit (decision 130): each save of a content item or an event keeps
 * the version before it (worker/db/item-versions.ts); officers read an item's history with what each
 * save changed, field by field, and restore any version (itself a save, which keeps a version).
 */

/** How many versions are kept per item (the newest; a trigger in migrations/0060 drops older ones). */
export const ITEM_VERSIONS_KEPT = 50;

/** A field's value as the history shows it: text cut short, a list by its length, an image by its alt text. */
export type ValueSummary = string | number | boolean | null;

const TEXT_MAX = 80;

export function summarizeValue(value: unknown): ValueSummary {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string") return excerpt(value, TEXT_MAX);
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.length === 1 ? "1 item" : `${value.length} items`;
  if (typeof value === "object") {
    const { alt, src, label, name } = value as Record<string, unknown>;
    const said = [alt, label, name].find((text) => typeof text === "string" && text !== "");
    if (typeof said === "string") return excerpt(said, TEXT_MAX);
    if (typeof src === "string") return "an image";
    return "set";
  }
  return String(value);
}

/** One field that differs between two versions. */
export const fieldChangeSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    before: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    after: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  }),
);
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/**
 * The fields of `newer` that differ from `older` (flat objects: a content item's fields with its
 * status beside them, an event's fields), in the order of `order` first and then by name.
 */
export function changedFields(older: Record<string, unknown>, newer: Record<string, unknown>, order: readonly string[] = []): FieldChange[] {
  const keys = [...new Set([...Object.keys(older), ...Object.keys(newer)])].filter(
    (key) => JSON.stringify(older[key] ?? null) !== JSON.stringify(newer[key] ?? null),
  );
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return keys.map((field) => {
    const before = summarizeValue(older[field]);
    const after = summarizeValue(newer[field]);
    // Two long texts that differ past their excerpts, or two lists of the same length: say that it changed.
    return { field, before, after: before !== null && before === after ? "changed" : after };
  });
}

/** One entry of an item's history, newest first: the item as it is now (`id` null), then the versions kept. */
export const historyEntrySchema = lazySchema(() =>
  z.object({
    /** The version's id, to restore it; null for the item as it is now. */
    id: z.nullable(z.int()),
    /** Who saved it (their name); null when unknown (saved before history was kept, or the account is gone). */
    savedBy: z.nullable(z.string()),
    savedAt: instantSchema,
    /** What this save changed from the version before it (empty for the oldest kept). */
    changes: z.array(fieldChangeSchema),
    /** The oldest version kept: what it changed is no longer known. */
    oldest: z.boolean(),
  }),
);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET …/history: the item's history, newest first. */
export const itemHistorySchema = lazySchema(() => z.object({ entries: z.array(historyEntrySchema), kept: z.int() }));
export type ItemHistory = z.infer<typeof itemHistorySchema>;

/** …/history/{versionId}/restore: the version's id. */
export const versionParamSchema = lazySchema(() =>
  z.object({
    versionId: z.coerce.number({ error: "No such version." }).check(z.int({ error: "No such version." }), z.gte(1, { error: "No such version." })),
  }),
);
