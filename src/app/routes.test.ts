import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, PAGES } from "~/content/pages";
import routes from "./routes";

/** Every path of the route table, as written in the page registry ("/about", "/users/:username/:id"). */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.index || entry.path ? [here] : []), ...pathsOf(entry.children ?? [], here === "/" ? "" : here)];
  });
}

describe("the route table and the page registry", () => {
  // A set: a layout with a path and its index route share it ("/profile").
  const paths = [...new Set(pathsOf(routes as RouteConfigEntry[]))];

  it("has a route for every page of the registry, and no page without an entry", () => {
    expect(paths.filter((p) => p !== "/*" && p !== NOT_FOUND_PAGE.path).sort()).toEqual(PAGES.map((p) => p.path).sort());
    expect(paths).toContain("/*"); // everything else: the not-found page
    // Prerendered at its own address by its own route, not by the programs' /:slug (decision 084).
    expect(NOT_FOUND_PAGE.path).toBe("/404");
    expect(paths).toContain(NOT_FOUND_PAGE.path);
  });
});
