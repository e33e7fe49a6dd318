import { describe, expect, it } from "vitest";
import { agoText, DRAFT_KEEP_MS, draftKey, readDraft, removeDraft, sameValue, writeDraft } from "./drafts";

/** The part of localStorage the drafts use, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const MIN = 60_000;

describe("drafts in the browser's storage", () => {
  it("keys a draft by person, form and item, so two officers on one browser and two items never share one", () => {
    expect(draftKey("u1", "content:board", "abc")).toBe("draft:v1:u1:content:board:abc");
    expect(new Set([draftKey("u1", "event", "new"), draftKey("u2", "event", "new"), draftKey("u1", "event", "e1")]).size).toBe(3);
  });

  it("gives back what was written, with when, until removed", () => {
    const storage = memoryStorage();
    const key = draftKey("u1", "mail", "new");
    expect(readDraft(storage, key, 0)).toBeNull();
    expect(writeDraft(storage, key, { subject: "Hi", body: "x" }, 1000)).toBe(true);
    expect(readDraft(storage, key, 2000)).toEqual({ savedAt: 1000, value: { subject: "Hi", body: "x" } });
    removeDraft(storage, key);
    expect(readDraft(storage, key, 2000)).toBeNull();
  });

  it("drops a draft older than two weeks, and anything unreadable, when it is read", () => {
    const storage = memoryStorage();
    writeDraft(storage, "old", { a: 1 }, 0);
    expect(readDraft(storage, "old", DRAFT_KEEP_MS)).not.toBeNull();
    expect(readDraft(storage, "old", DRAFT_KEEP_MS + 1)).toBeNull();
    expect(storage.items.has("old")).toBe(false);
    storage.setItem("broken", "{not json");
    storage.setItem("foreign", JSON.stringify({ hello: "world" }));
    expect(readDraft(storage, "broken", 0)).toBeNull();
    expect(readDraft(storage, "foreign", 0)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("survives a storage that refuses (full, or off in a private window): the form goes on without a draft", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(writeDraft(refusing, "k", { a: 1 }, 0)).toBe(false);
    expect(readDraft(refusing, "k", 0)).toBeNull();
    expect(() => removeDraft(refusing, "k")).not.toThrow();
  });

  it("compares a form's values as data", () => {
    expect(sameValue({ a: "x", b: [1, { c: "" }] }, { a: "x", b: [1, { c: "" }] })).toBe(true);
    expect(sameValue({ a: "x" }, { a: "y" })).toBe(false);
  });

  it("says how long ago in the offer's words", () => {
    expect(agoText(0, 30_000)).toBe("just now");
    expect(agoText(0, 3 * MIN + 5000)).toBe("3 min ago");
    expect(agoText(0, 61 * MIN)).toBe("an hour ago");
    expect(agoText(0, 5 * 60 * MIN)).toBe("5 hours ago");
    expect(agoText(0, 25 * 60 * MIN)).toBe("yesterday");
    expect(agoText(0, 3 * 24 * 60 * MIN)).toBe("3 days ago");
    expect(agoText(10, 0)).toBe("just now");
  });
});
