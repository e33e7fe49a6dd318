import { describe, expect, it } from "vitest";
import { IsolateCache } from "./isolate-cache";

describe("IsolateCache", () => {
  it("tells an entry fresh for freshForMs after it was stored or confirmed", () => {
    const cache = new IsolateCache<string>({ maxEntries: 4, freshForMs: 10 });
    expect(cache.get("a", 0)).toBeUndefined();
    cache.set("a", "list", 100);
    expect(cache.get("a", 109)).toEqual({ value: "list", fresh: true });
    // Stale is kept, for the caller to revalidate.
    expect(cache.get("a", 110)).toEqual({ value: "list", fresh: false });
    cache.confirm("a", 110);
    expect(cache.get("a", 119)?.fresh).toBe(true);
  });

  it("never trusts an entry from the future (a clock that moved back)", () => {
    const cache = new IsolateCache<number>({ maxEntries: 2, freshForMs: 60_000 });
    cache.set("a", 1, 10_000);
    expect(cache.get("a", 5_000)?.fresh).toBe(false);
  });

  it("expire makes every entry stale until confirmed, keeping its value (a write here, decision 169)", () => {
    const cache = new IsolateCache<number>({ maxEntries: 2, freshForMs: 60_000 });
    cache.set("a", 1, 1_000);
    cache.set("b", 2, 1_000);
    cache.expire();
    expect(cache.get("a", 1_001)).toEqual({ value: 1, fresh: false });
    expect(cache.get("b", 1_001)).toEqual({ value: 2, fresh: false });
    cache.confirm("a", 1_002);
    expect(cache.get("a", 1_003)?.fresh).toBe(true);
    cache.set("c", 3, 1_004);
    expect(cache.get("c", 1_005)?.fresh).toBe(true);
  });

  it("without freshForMs, an entry is fresh until it is dropped", () => {
    const cache = new IsolateCache<number>({ maxEntries: 2 });
    cache.set("a", 1);
    expect(cache.get("a")).toEqual({ value: 1, fresh: true });
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new IsolateCache<number>({ maxEntries: 2, freshForMs: 10 });
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.get("a", 1);
    cache.set("c", 3, 2);
    expect(cache.size).toBe(2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)?.value).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
