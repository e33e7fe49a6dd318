import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { FEATURE_MOUNTS } from "../../worker/app";
import { call } from "./support/api";

/** A concrete path a route's pattern answers: each `:param` (with or without its `{regex}`) and `*` made one segment. */
const sampleOf = (pattern: string) => pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "x1").replace(/\*/g, "x1");

describe("the features as the app mounts them (app.ts FEATURE_MOUNTS, decision 163)", () => {
  it("declares a path for every route of every feature's router, so none is loaded for nothing or missed", async () => {
    const outside: string[] = [];
    for (const mount of FEATURE_MOUNTS) {
      const paths = new Hono();
      for (const path of mount.paths) paths.all(path, (c) => c.text("declared"));
      for (const route of (await mount.load()).routes) {
        const sample = sampleOf(route.path);
        if ((await (await paths.request(sample)).text()) !== "declared") outside.push(`${mount.feature}: ${route.method} ${route.path}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("names each feature once and each of its paths once", () => {
    const features = FEATURE_MOUNTS.map((mount) => mount.feature);
    expect(new Set(features).size).toBe(features.length);
    for (const mount of FEATURE_MOUNTS) expect(new Set(mount.paths).size, mount.feature).toBe(mount.paths.length);
  });

  it("passes a path two features share to the one whose routes answer it, as one route table did", async () => {
    // /api/events/* is the events feature's first: check-in's and feedback's routes under it still answer.
    const checkin = await call("GET", "/api/events/no-such-event/attendance");
    expect(checkin.status).toBe(401);
    expect(checkin.body.error.errCode).toBe("UNAUTHENTICATED");
    // Nothing under a feature's path answers it: the app's own 404 envelope.
    const missing = await call("GET", "/api/events/no-such-event/no-such-thing");
    expect(missing.status).toBe(404);
    expect(missing.body.error.errCode).toBe("NOT_FOUND");
  });
});
