import path from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { CONTENT_ITEM_PAGES, CONTENT_PAGES } from "../../src/shared/content/pages";

/**
 * The content pages are the Worker's to answer (decision 079): each path in CONTENT_PAGES must be
 * in `run_worker_first`, or the static file would be served without its content (a program's page
 * has no file, decision 084); and the edge cache the pages opt into must be on.
 */
const root = path.resolve(import.meta.dirname, "../..");
const { rawConfig } = experimental_readRawConfig({ config: path.join(root, "wrangler.toml") });

describe("the content pages in wrangler.toml", () => {
  it("sends every content page to the Worker first", () => {
    const first = rawConfig.assets?.run_worker_first;
    expect(Array.isArray(first)).toBe(true);
    for (const page of Object.keys(CONTENT_PAGES)) expect(first).toContain(page);
    for (const { prefix } of Object.values(CONTENT_ITEM_PAGES)) {
      // A program's page (/{slug}) reaches the Worker because no file has its address: "/*" would send
      // every page there (decision 084).
      if (prefix === "/") expect(first).not.toContain("/*");
      else expect(first).toContain(`${prefix}*`);
    }
  });

  it("turns Workers Caching on", () => {
    expect((rawConfig as { cache?: { enabled?: boolean } }).cache?.enabled).toBe(true);
  });
});
