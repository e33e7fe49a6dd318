import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache";

describe("VersionedCache", () => {
  it("serves an entry as fresh for freshForMs after it was read or confirmed", () => {
    const cache = new VersionedCache<string>({ maxEntries: 4, freshForMs: 10 });
    expect(cache.get("a", 0)).toBeUndefined();
    cache.set("a", 7, "list", 100);
    expect(cache.get("a", 105)).toEqual({ entry: { version: 7, value: "list", checkedAt: 100 }, fresh: true });
    expect(cache.get("a", 110)?.fresh).toBe(false);
    cache.confirm("a", 110);
    expect(cache.get("a", 119)?.fresh).toBe(true);
    // A clock that went back (a test resetting time) is not trusted.
    expect(cache.get("a", 50)?.fresh).toBe(false);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new VersionedCache<number>({ maxEntries: 2, freshForMs: 10 });
    cache.set("a", 1, 1, 0);
    cache.set("b", 1, 2, 0);
    cache.get("a", 1);
    cache.set("c", 1, 3, 2);
    expect(cache.size).toBe(2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)?.entry.value).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
