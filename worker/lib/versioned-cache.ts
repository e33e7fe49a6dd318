/**
 * Values kept in this isolate's memory under the data version they were read
 * at (see docs/decisions/021-anonymous-event-lists.md). An entry checked
 * against the database within `freshForMs` is served as it is; an older one
 * is revalidated by the caller (one cheap query that returns the version,
 * and the data only when it changed). Least recently used entries go first
 * once there are `maxEntries`, so odd query strings cannot fill the memory.
 */
export type CacheEntry<T> = { version: number; value: T; checkedAt: number };

export class VersionedCache<T> {
  private readonly entries = new Map<string, CacheEntry<T>>();

  constructor(private readonly options: { maxEntries: number; freshForMs: number }) {}

  /** The entry, if any, and whether it may be served without asking the database. */
  get(key: string, at: number): { entry: CacheEntry<T>; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, fresh: at - entry.checkedAt < this.options.freshForMs && at >= entry.checkedAt };
  }

  set(key: string, version: number, value: T, at: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value, checkedAt: at });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The database still has the entry's version: serve it for another `freshForMs`. */
  confirm(key: string, at: number): void {
    const entry = this.entries.get(key);
    if (entry) entry.checkedAt = at;
  }

  /** After a write in this isolate: its next read goes to the database. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
