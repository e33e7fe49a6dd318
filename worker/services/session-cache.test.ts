import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache";

describe("the per-isolate session cache", () => {
  it("keeps a record for less than its time to live", () => {
    const cache = createSessionCache<string>(60_000, 10);
    cache.set("a", "record", 1_000);
    expect(cache.get("a", 60_999)).toBe("record");
    expect(cache.get("a", 61_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the oldest entry when full, and forgets on request", () => {
    const cache = createSessionCache<number>(60_000, 2);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.set("c", 3, 0);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("c", 0)).toBe(3);
    cache.delete("c");
    expect(cache.get("c", 0)).toBeUndefined();
  });

  it("does not trust an entry from the future (a clock that moved back)", () => {
    const cache = createSessionCache<number>(60_000, 2);
    cache.set("a", 1, 10_000);
    expect(cache.get("a", 5_000)).toBeUndefined();
  });
});
