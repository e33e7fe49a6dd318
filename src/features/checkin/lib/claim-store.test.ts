import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetClaim, storeClaim, storedClaim } from "./claim-store";

const NOW = Date.parse("2026-12-01T12:00:00Z");
const claim = (eventId: string, minutes = 30) => ({
  eventId,
  claim: `v1.${eventId}.token`,
  title: `Event ${eventId}`,
  expiresAt: new Date(NOW + minutes * 60_000).toISOString(),
});

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("claims kept through sign-in", () => {
  it("keeps one claim per event, finds it until it expires, and forgets it", () => {
    storeClaim(claim("ev_a"), NOW);
    storeClaim(claim("ev_b"), NOW);
    expect(storedClaim("ev_a", NOW)?.claim).toBe("v1.ev_a.token");
    expect(storedClaim("ev_a", NOW + 30 * 60_000)).toBeUndefined();
    storeClaim({ ...claim("ev_a"), claim: "v1.ev_a.newer" }, NOW);
    expect(storedClaim("ev_a", NOW)?.claim).toBe("v1.ev_a.newer");
    forgetClaim("ev_a");
    expect(storedClaim("ev_a", NOW)).toBeUndefined();
    expect(storedClaim("ev_b", NOW)?.title).toBe("Event ev_b");
    forgetClaim("ev_b");
    expect(localStorage.getItem("checkin-claims")).toBeNull();
  });

  it("drops expired claims when another is stored, and ignores what is not a claim", () => {
    storeClaim(claim("ev_old", 1), NOW);
    storeClaim(claim("ev_new"), NOW + 2 * 60_000);
    expect(JSON.parse(localStorage.getItem("checkin-claims")!)).toHaveLength(1);
    localStorage.setItem("checkin-claims", '[{"eventId":1},"x",null]');
    expect(storedClaim("ev_new", NOW)).toBeUndefined();
    localStorage.setItem("checkin-claims", "not json");
    expect(storedClaim("ev_new", NOW)).toBeUndefined();
  });
});
