/**
 * What an isolate keeps in its memory between requests: at most
 * `maxEntries`, the least recently used going first once full, so odd keys
 * cannot fill the memory. Each entry notes when it was stored or last
 * confirmed against its source; `get` tells whether that was less than
 * `freshForMs` ago (without `freshForMs`, always), and an entry from a
 * clock that went back is never fresh. What a stale entry is still good for
 * is the caller's: read again, or revalidated with one cheap query.
 */
export class IsolateCache<T> {
  private readonly entries = new Map<string, { value: T; checkedAt: number }>();

  constructor(private readonly options: { maxEntries: number; freshForMs?: number }) {}

  get(key: string, at = 0): { value: T; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting keeps the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const { freshForMs } = this.options;
    return { value: entry.value, fresh: freshForMs === undefined || (at >= entry.checkedAt && at - entry.checkedAt < freshForMs) };
  }

  set(key: string, value: T, at = 0): void {
    this.entries.delete(key);
    this.entries.set(key, { value, checkedAt: at });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The source still holds the entry's value: fresh for another `freshForMs`. */
  confirm(key: string, at: number): void {
    const entry = this.entries.get(key);
    if (entry) entry.checkedAt = at;
  }

  /**
   * Every entry is stale from now: the next `get` says so, and its caller revalidates it with the
   * cheap query it already makes after `freshForMs` (after a write here, decision 169).
   */
  expire(): void {
    for (const entry of this.entries.values()) entry.checkedAt = Number.NEGATIVE_INFINITY;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
