import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, PAGES } from "../../src/content/pages";
import { programFieldsSchema } from "../../src/shared/content/programs";
import { RESERVED_TOP_LEVEL_SLUGS } from "../../src/shared/content/paths";

/** A program's page sits at /{slug}, beside the site's own pages: it must never take one's address. */
describe("the addresses a program may not take", () => {
  it("include the first part of every page's address (a program's own, /:slug, is the one dynamic first part), and the Worker's paths", () => {
    const pages = [...PAGES, NOT_FOUND_PAGE].map((page) => page.path.split("/")[1]!).filter((part) => part && !part.startsWith(":"));
    expect(pages.filter((part) => !RESERVED_TOP_LEVEL_SLUGS.includes(part))).toEqual([]);
    const wrangler = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const workerFirst = [...(wrangler.match(/run_worker_first = \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"\/([a-z-]+)/g)].map((m) => m[1]!);
    expect(workerFirst.filter((part) => !RESERVED_TOP_LEVEL_SLUGS.includes(part.replace(/\.ics$/, "")))).toEqual([]);
  });

  it("are refused with a sentence at the field", () => {
    const result = programFieldsSchema.safeParse({ slug: "events" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === "slug")?.message).toBe(
      "The site already uses this address for a page of its own: choose another.",
    );
  });
});
