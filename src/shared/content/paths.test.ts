import { describe, expect, it } from "vitest";
import { CONTENT_ITEM_PAGES, CONTENT_PAGES } from "./pages";
import { COLLECTION_PAGES, postPath } from "./paths";

/** Where a collection shows (the editors' "View on the site") and what the Worker serves agree. */
describe("the content pages' addresses", () => {
  it("each page the Worker writes content into is its collections' page, and a post's address is the Worker's", () => {
    for (const [path, collections] of Object.entries(CONTENT_PAGES)) {
      // The home page shows a part of collections that each have a page of their own (decision 089).
      if (path === "/") for (const collection of collections) expect(Object.keys(CONTENT_PAGES)).toContain(COLLECTION_PAGES[collection]);
      else for (const collection of collections) expect(COLLECTION_PAGES[collection], collection).toBe(path);
    }
    expect(postPath("spring-fair")).toBe(`${CONTENT_ITEM_PAGES.posts.prefix}spring-fair`);
  });
});
