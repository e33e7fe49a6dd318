import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules of docs/architecture.md, checked on the source rather than
 * trusted: app → features → the shared layer (components, lib, content) →
 * shared contracts. Test files may reach across (they test the whole).
 */
const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Where an import lands, as a path under src/ ("features/account/api/login"), or null outside src/. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return specifier.slice(2);
  if (specifier.startsWith(".")) {
    const resolved = path.relative(SRC, path.resolve(path.dirname(file), specifier));
    return resolved.startsWith("..") ? null : resolved;
  }
  return null;
}

// `from "…"`, `import "…"` and `import("…")` — not the word "from" inside a string.
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const imports = sourceFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  targets: [...readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => ({ specifier: m[1]!, to: target(file, m[1]!) })),
}));

const layerOf = (where: string) => where.split(path.sep)[0]!.replace(/\.tsx?$/, "");
const featureOf = (where: string) => (where.startsWith(`features${path.sep}`) ? where.split(path.sep)[1] : null);

describe("the SPA's layers (docs/architecture.md)", () => {
  it("features import neither each other nor src/app", () => {
    const wrong = imports.flatMap(({ file, targets }) => {
      const own = featureOf(file);
      if (!own) return [];
      return targets
        .filter(({ to }) => to && (layerOf(to) === "app" || (featureOf(to) && featureOf(to) !== own)))
        .map(({ specifier }) => `${file} → ${specifier}`);
    });
    expect(wrong).toEqual([]);
  });

  it("components, lib and content import no feature and nothing from src/app", () => {
    const wrong = imports.flatMap(({ file, targets }) =>
      ["components", "lib", "content"].includes(layerOf(file))
        ? targets.filter(({ to }) => to && ["app", "features"].includes(layerOf(to))).map(({ specifier }) => `${file} → ${specifier}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  // And the identity file, plain data: the event categories are the chapter's (src/shared/event-categories.ts);
  // and markdown-it: the site's Markdown renderer is shared by the Worker (a post's page) and the SPA (decision 079);
  // zod's core is zod too (the OpenAPI document's JSON Schema generator, decision 154).
  it("the shared contracts import only each other, zod, markdown-it and the identity file", () => {
    const allowed = new Set(["zod", "zod/v4/core", "markdown-it"]);
    const wrong = imports.flatMap(({ file, targets }) =>
      layerOf(file) === "shared"
        ? targets
            .filter(({ specifier, to }) => !allowed.has(specifier) && to !== "site.config" && !(to && layerOf(to) === "shared"))
            .map(({ specifier }) => `${file} → ${specifier}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it("the rules are live: they see the imports they check", () => {
    // A regex or a path rule that stopped matching would make the tests above pass on anything.
    const edges = imports.flatMap(({ file, targets }) => targets.flatMap(({ to }) => (to ? [{ from: file, to }] : [])));
    const sees = (from: (file: string) => boolean, to: (target: string) => boolean) => edges.some((edge) => from(edge.from) && to(edge.to));
    expect(
      sees(
        (file) => layerOf(file) === "app",
        (to) => layerOf(to) === "features",
      ),
    ).toBe(true);
    expect(
      sees(
        (file) => featureOf(file) !== null,
        (to) => layerOf(to) === "components",
      ),
    ).toBe(true);
    expect(
      sees(
        (file) => featureOf(file) !== null,
        (to) => featureOf(to) !== null,
      ),
    ).toBe(true);
    expect(
      sees(
        (file) => layerOf(file) === "shared",
        (to) => layerOf(to) === "shared",
      ),
    ).toBe(true);
    expect(imports.some(({ file, targets }) => layerOf(file) === "shared" && targets.some(({ specifier }) => specifier === "zod"))).toBe(true);
    expect(imports.filter(({ file }) => featureOf(file)).length).toBeGreaterThan(100);
  });

  it("every feature has the same shape: api/, components/, hooks/, lib/ and nothing loose", () => {
    const features = path.join(SRC, "features");
    const odd = readdirSync(features).flatMap((feature) =>
      readdirSync(path.join(features, feature))
        .filter((entry) => !["api", "components", "hooks", "lib"].includes(entry))
        .map((entry) => `features/${feature}/${entry}`),
    );
    expect(odd).toEqual([]);
  });
});
