/**
 * Where an officer's unsaved work waits (decision 125): one entry of the
 * browser's localStorage per form, item and person, written as they type and
 * removed when the form is saved or the draft discarded. Nothing of it goes
 * to the server. The reads and writes take the storage as an argument, so
 * the rules are tested without a browser; a storage that throws (full, or
 * refused in a private window) loses the draft, never the form.
 */

/** What a draft holds besides the form's values. */
export type StoredDraft<T> = { savedAt: number; value: T };

/** How long a draft is offered back: after that it is stale work, and removed when next read. */
export const DRAFT_KEEP_MS = 14 * 24 * 60 * 60 * 1000;

const PREFIX = "draft:v1:";

/** The key of one person's draft of one form for one item ("new" for an item not made yet). */
export const draftKey = (owner: string, form: string, item: string) => `${PREFIX}${owner}:${form}:${item}`;

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The draft stored under `key`, or null (none, unreadable, or older than DRAFT_KEEP_MS, which is then removed). */
export function readDraft<T>(storage: DraftStorage, key: string, at: number): StoredDraft<T> | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredDraft<T>>;
    if (typeof parsed.savedAt === "number" && "value" in parsed && at - parsed.savedAt <= DRAFT_KEEP_MS) {
      return { savedAt: parsed.savedAt, value: parsed.value as T };
    }
  } catch {
    // Not ours, or cut short: dropped below like a stale one.
  }
  removeDraft(storage, key);
  return null;
}

/** Keeps the form's values under `key`; false when the browser refused (storage full or off). */
export function writeDraft<T>(storage: DraftStorage, key: string, value: T, at: number): boolean {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: at, value } satisfies StoredDraft<T>));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be read holds nothing we would offer.
  }
}

/** Whether two values of a form are the same work (the drafts and forms hold plain JSON data). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a draft was kept, in the offer's words: "just now", "3 min ago", "2 hours ago", "yesterday", "5 days ago". */
export function agoText(savedAt: number, at: number): string {
  const ms = Math.max(0, at - savedAt);
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    return hours === 1 ? "an hour ago" : `${hours} hours ago`;
  }
  const days = Math.floor(ms / DAY);
  return days === 1 ? "yesterday" : `${days} days ago`;
}
