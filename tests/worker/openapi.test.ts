import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/shared/openapi/operations";
import { FEATURE_MOUNTS } from "../../worker/app";

/** `GET /api/terms/:id`: what the app serves under /api, from Hono's own tables of the features' routers (the app loads them when first asked). */
async function servedOperations(): Promise<string[]> {
  const routers = await Promise.all(FEATURE_MOUNTS.map((mount) => mount.load()));
  const served = routers
    .flatMap((router) => router.routes)
    .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(served)].sort();
}

describe("the OpenAPI document's coverage (src/shared/openapi/operations.ts)", () => {
  it("documents every path and method the Worker serves under /api, and nothing it does not serve", async () => {
    const served = await servedOperations();
    const documented = OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort();
    expect(new Set(documented).size, "an operation listed twice").toBe(documented.length);
    expect({ undocumented: served.filter((op) => !documented.includes(op)), notServed: documented.filter((op) => !served.includes(op)) }).toEqual({
      undocumented: [],
      notServed: [],
    });
    // The figure the closing note reports: documented / served.
    console.log(`[openapi] coverage ${documented.filter((op) => served.includes(op)).length}/${served.length} operations`);
    expect(served.length).toBeGreaterThan(100);
  });
});
