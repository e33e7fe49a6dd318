/**
 * Recently read session records, per isolate. A session's KV record never
 * changes after sign-in (revocation is decided in D1 on every request:
 * decision 002), so a warm isolate may skip the KV read for a record it read
 * less than a minute ago — never longer than KV's own propagation delay, so
 * nothing is served that KV itself could not still be serving. Bounded: the
 * oldest entry goes when the cache is full. Misses are not cached.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
export const SESSION_CACHE_MAX_ENTRIES = 500;

type Entry<T> = { value: T; readAt: number };

export function createSessionCache<T>(ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, at: number): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (at - entry.readAt >= ttlMs || at < entry.readAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T, at: number) {
      entries.delete(key);
      entries.set(key, { value, readAt: at });
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key: string) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
