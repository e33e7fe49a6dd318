import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The Worker's layers (docs/architecture.md), checked on the source as the
 * SPA's are in src/architecture.test.ts: a file imports its own layer or the
 * ones below it, never one above. From the bottom: the shared contracts and
 * the bindings' types; lib (pure helpers); db (queries); http (responses,
 * errors, cookies); email (mail and its budget); services (the rules);
 * app-env (the Hono context's type, built from the services'); middleware;
 * routes; and the app that mounts them. Tests may reach anywhere.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");

const LAYERS = ["shared", "lib", "db", "http", "email", "services", "app-env", "middleware", "routes", "app"] as const;
type Layer = (typeof LAYERS)[number];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The layer of a file, or null for what the rules do not cover (packages). */
function layerOf(file: string): Layer | null {
  const fromRoot = path.relative(ROOT, file);
  if (fromRoot.startsWith(`src${path.sep}`)) return "shared";
  const inWorker = path.relative(WORKER, file);
  if (inWorker.startsWith("..")) return null;
  const [first = ""] = inWorker.split(path.sep);
  const name = first.replace(/\.ts$/, "");
  if (name === "env" || name === "worker-configuration") return "shared";
  if (name === "app" || name === "index") return "app";
  return (LAYERS as readonly string[]).includes(name) ? (name as Layer) : null;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const files = sourceFiles(WORKER).filter((file) => layerOf(file) !== null);

const upward = files.flatMap((file) => {
  const own = layerOf(file)!;
  return [...readFileSync(file, "utf8").matchAll(IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith("."))
    .flatMap((specifier) => {
      const to = layerOf(path.resolve(path.dirname(file), specifier));
      return to && LAYERS.indexOf(to) > LAYERS.indexOf(own) ? [`${path.relative(ROOT, file)} (${own}) → ${specifier} (${to})`] : [];
    });
});

describe("the Worker's layers (docs/architecture.md)", () => {
  it("every Worker source file belongs to a known layer", () => {
    const loose = sourceFiles(WORKER)
      .filter((file) => layerOf(file) === null)
      .map((file) => path.relative(ROOT, file));
    expect(loose).toEqual([]);
  });

  it("no file imports a layer above its own", () => {
    expect(upward).toEqual([]);
  });

  it("the rule is live: it sees the imports it checks", () => {
    // A regex that stopped matching would make the test above pass on anything.
    const routesToServices = files.filter((file) => layerOf(file) === "routes").some((file) => /from "\.\.\/services\//.test(readFileSync(file, "utf8")));
    expect(routesToServices).toBe(true);
    expect(files.length).toBeGreaterThan(50);
  });
});
