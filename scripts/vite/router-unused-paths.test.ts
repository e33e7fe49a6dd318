import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import { applyCuts, ROUTER_CUTS } from "./router-unused-paths";

const ROOT = path.resolve(import.meta.dirname, "../..");
const routerFile = (file: string) => readFileSync(path.join(ROOT, "node_modules/react-router/dist/production", file), "utf8");

describe("React Router's paths the browser build leaves out (decision 162)", () => {
  it("are left out only while the site is built as they assume", () => {
    // Lazy route discovery runs only with `ssr` (fog-of-war.js's isFogOfWarEnabled); the custom one only with its future flag.
    expect(config.ssr).toBe(false);
    expect(config.future).toBeUndefined();
    expect(routerFile("lib/dom/ssr/fog-of-war.js")).toContain('return routeDiscovery.mode === "lazy" && ssr;');
    // The instrumentation runs only with `instrumentations` given to <HydratedRouter>, and the client entry gives none.
    const entry = readFileSync(path.join(ROOT, "src/app/entry.client.tsx"), "utf8");
    expect(entry.match(/<HydratedRouter\b[^>]*>/g)).toEqual(["<HydratedRouter />"]);
  });

  it("each match the installed React Router exactly as often as expected", () => {
    for (const [file, cuts] of Object.entries(ROUTER_CUTS)) {
      const cut = applyCuts(file, routerFile(file), cuts);
      for (const { from } of cuts) expect(cut).not.toContain(from);
    }
  });

  it("fail the build, naming the file, when a line has changed", () => {
    expect(() => applyCuts("lib/router/router.js", "if (init.instrumentations) {}", ROUTER_CUTS["lib/router/router.js"] ?? [])).toThrow(
      /react-router's lib\/router\/router\.js has 1 of "if \(init\.instrumentations\)…", expected 2/,
    );
  });
});
