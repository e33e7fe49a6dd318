import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "../../worker/lib/settings";

/**
 * The Worker's shape (docs/architecture.md), checked on the source as the
 * SPA's is in src/architecture.test.ts.
 *
 * Layers, from the bottom: the shared contracts (src/) and the bindings'
 * types (env.ts); lib (pure helpers); db (queries); http (responses, errors,
 * cookies); email (mail and its budget); services (the rules); app-env (the
 * Hono context's type, built from the services'); middleware; routes; and
 * the app that mounts them (app.ts, index.ts).
 *
 * A feature holds what only it uses, in the layers' own folders:
 * worker/features/<name>/ has lib/, db/, http/, email/, services/,
 * middleware/ and routes/ (those it needs), and a file there is in the layer
 * its folder names. What two or more features use sits below them, in
 * worker/lib, db, http, email, services, middleware and app-env.ts.
 *
 * The rules:
 * 1. A file imports its own layer or one below it, never one above
 *    (within a feature: routes → services → db).
 * 2. Code outside the features imports no feature; only app.ts and index.ts
 *    put features together.
 * 3. A feature may use another feature's services and db (rule 1 still
 *    holds: its db only another db), never its routes.
 * 4. Features do not depend on each other in a cycle.
 * 5. A service never imports `hono` (it takes a ServiceContext and throws
 *    ApiError; only routes and middleware speak HTTP).
 * 6. Only db/ folders (worker/db, worker/features/<name>/db) import
 *    `drizzle-orm`; the layers above name its types through db/client.ts.
 * 7. A file in a shared layer is used by two or more features (or by the
 *    app itself): one only a single feature uses lives in that feature.
 * 8. The chapter's settings are read through settingsOf (lib/settings.ts),
 *    checked by one schema: no other file reads `env.SMTP_PORT` and the like.
 * 9. A new row's id is made by newId (lib/ids.ts, decision 158): no other file
 *    calls `crypto.randomUUID()` or makes an `id` from a random token
 *    (`ev_${randomToken(12)}`, `randomHex(8)`). Secrets and tokens that are
 *    not ids (sessions, codes, object keys) still come from lib/crypto.ts.
 * 10. A batch is drizzle's documented `db.batch` (decision 158): no file
 *    reaches D1's binding behind drizzle (`$client`) or drizzle's internals
 *    (`mapResult`, `_prepare`) to make batches of its own.
 * Rules 5 and 6 are also Biome's noRestrictedImports (biome.json), so an
 * editor shows them as they are typed. Tests may reach anywhere.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");

const LAYERS = ["shared", "lib", "db", "http", "email", "services", "app-env", "middleware", "routes", "app"] as const;
type Layer = (typeof LAYERS)[number];
/** The layers a feature may have, each a sub-folder of worker/features/<name>/. */
const FEATURE_LAYERS: readonly Layer[] = ["lib", "db", "http", "email", "services", "middleware", "routes"];
/** The folders (and one file) below the features. */
const SHARED: readonly Layer[] = ["lib", "db", "http", "email", "services", "app-env", "middleware"];

type Place = { layer: Layer; feature: string | null };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Where a file (or an import's target, without its extension) belongs, or null for what the rules do not cover (packages, loose files). */
function placeOf(file: string): Place | null {
  const fromRoot = path.relative(ROOT, file);
  if (fromRoot.startsWith(`src${path.sep}`)) return { layer: "shared", feature: null };
  const inWorker = path.relative(WORKER, file);
  if (inWorker.startsWith("..")) return null;
  const parts = inWorker.split(path.sep);
  if (parts[0] === "features") {
    const [, feature, folder] = parts;
    return parts.length === 4 && feature && FEATURE_LAYERS.includes(folder as Layer) ? { layer: folder as Layer, feature } : null;
  }
  const name = parts[0]!.replace(/\.ts$/, "");
  if (name === "env" || name === "worker-configuration") return { layer: "shared", feature: null };
  if (["app", "index", "feature-app", "scheduled"].includes(name)) return { layer: "app", feature: null };
  return SHARED.includes(name as Layer) ? { layer: name as Layer, feature: null } : null;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const files = sourceFiles(WORKER).filter((file) => placeOf(file) !== null);

type Edge = { file: string; from: Place; specifier: string; to: Place };
const edges: Edge[] = files.flatMap((file) => {
  const from = placeOf(file)!;
  return [...readFileSync(file, "utf8").matchAll(IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith("."))
    .flatMap((specifier) => {
      const to = placeOf(path.resolve(path.dirname(file), specifier));
      return to ? [{ file: path.relative(ROOT, file), from, specifier, to }] : [];
    });
});

/** The repository path of an edge's target file (specifiers name no extension). */
function resolveTarget({ file, specifier }: Edge): string {
  const target = path.resolve(ROOT, path.dirname(file), specifier);
  return path.relative(ROOT, target.endsWith(".ts") ? target : `${target}.ts`);
}

/** Every package import of the Worker's files: `hono`, `drizzle-orm/d1`… (rules 5 and 6). */
const packageImports = files.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => !specifier.startsWith("."))
    .map((specifier) => ({ file: path.relative(ROOT, file), place: placeOf(file)!, specifier })),
);
const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);

const named = (place: Place) => (place.feature ? `${place.feature}/${place.layer}` : place.layer);
const shown = ({ file, from, specifier, to }: Edge) => `${file} (${named(from)}) → ${specifier} (${named(to)})`;

/** Which features each feature imports. */
const dependsOn = new Map<string, Set<string>>();
for (const { from, to } of edges) {
  if (!from.feature || !to.feature || from.feature === to.feature) continue;
  dependsOn.set(from.feature, (dependsOn.get(from.feature) ?? new Set()).add(to.feature));
}

/** Every cycle among the features, each as "a → b → a" (found from each of its members, so once per start). */
function featureCycles(): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of dependsOn.get(at) ?? []) {
      if (next === start) found.add([...trail, start].join(" → "));
      else if (!trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const feature of dependsOn.keys()) walk(feature, feature, [feature]);
  return [...found];
}

describe("the Worker's layers and features (docs/architecture.md)", () => {
  it("every Worker source file belongs to a known layer, and a feature's folders are layers", () => {
    const loose = sourceFiles(WORKER)
      .filter((file) => placeOf(file) === null)
      .map((file) => path.relative(ROOT, file));
    expect(loose).toEqual([]);
    const features = path.join(WORKER, "features");
    const odd = readdirSync(features).flatMap((feature) =>
      readdirSync(path.join(features, feature))
        .filter((entry) => !FEATURE_LAYERS.includes(entry as Layer))
        .map((entry) => `worker/features/${feature}/${entry}`),
    );
    expect(odd).toEqual([]);
  });

  it("no file imports a layer above its own", () => {
    const upward = edges.filter(({ from, to }) => LAYERS.indexOf(to.layer) > LAYERS.indexOf(from.layer));
    expect(upward.map(shown)).toEqual([]);
  });

  it("code outside the features imports none of them (app.ts and index.ts put them together)", () => {
    const wrong = edges.filter(({ from, to }) => !from.feature && from.layer !== "app" && to.feature);
    expect(wrong.map(shown)).toEqual([]);
  });

  it("a feature uses another feature's services and db, never its routes", () => {
    const wrong = edges.filter(({ from, to }) => from.feature && to.feature && from.feature !== to.feature && to.layer === "routes");
    expect(wrong.map(shown)).toEqual([]);
  });

  it("features do not depend on each other in a cycle", () => {
    expect(featureCycles()).toEqual([]);
  });

  it("services never import hono", () => {
    const wrong = packageImports.filter(({ place, specifier }) => place.layer === "services" && isPackage(specifier, "hono"));
    expect(wrong.map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([]);
  });

  it("only db/ folders import drizzle-orm", () => {
    const wrong = packageImports.filter(({ place, specifier }) => place.layer !== "db" && isPackage(specifier, "drizzle-orm"));
    expect(wrong.map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([]);
  });

  it("a shared file is used by two or more features or by the app; one feature's own files live in it", () => {
    // Who uses each shared file, through other shared files too: the features (and "app") at the end of its importers.
    const importers = new Map<string, Edge[]>();
    for (const edge of edges) {
      const target = edge.to.feature ? null : resolveTarget(edge);
      if (target) importers.set(target, [...(importers.get(target) ?? []), edge]);
    }
    const usersOf = (file: string, seen = new Set<string>()): Set<string> => {
      const found = new Set<string>();
      if (seen.has(file)) return found;
      seen.add(file);
      for (const edge of importers.get(file) ?? []) {
        if (edge.from.feature) found.add(edge.from.feature);
        else if (edge.from.layer === "app") found.add("app");
        else for (const user of usersOf(edge.file, seen)) found.add(user);
      }
      return found;
    };
    const single = files
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !placeOf(path.join(ROOT, file))!.feature && placeOf(path.join(ROOT, file))!.layer !== "app")
      .flatMap((file) => {
        const users = [...usersOf(file)];
        return users.length === 1 && users[0] !== "app" ? [`${file} (only ${users[0]})`] : [];
      });
    expect(single).toEqual([]);
  });

  it("only lib/settings.ts reads a setting from env; everything else asks settingsOf", () => {
    const reads = new RegExp(`\\benv!?\\.(?:${SETTING_NAMES.join("|")})\\b`);
    const wrong = files
      .filter((file) => !file.endsWith(path.join("lib", "settings.ts")))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line) && reads.test(line))
          .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
      );
    expect(wrong).toEqual([]);
    // Live: the pattern sees the reads it forbids (settingsOf's own result is read the same way).
    expect(reads.test("const port = env.SMTP_PORT;")).toBe(true);
    expect(SETTING_NAMES.length).toBeGreaterThan(15);
  });

  it("a new row's id comes from newId (lib/ids.ts): no other UUIDs, no ids made by hand from random tokens", () => {
    const uuid = /\bcrypto\.randomUUID\(/;
    const handMade = /\bid\s*[:=]\s*`?(?:[a-z]+_\$\{)?random(?:Token|Hex|Digits)\(|`[a-z]+_\$\{random(?:Token|Hex)\(/;
    const ids = path.join("lib", "ids.ts");
    const wrong = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line) && ((uuid.test(line) && !file.endsWith(ids)) || handMade.test(line)))
        .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(wrong).toEqual([]);
    // Live: the patterns see the ids this rule replaced, and newId is what the inserts call.
    for (const line of [
      "id: crypto.randomUUID(),",
      "const id = randomHex(8);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the pattern must see
      "id: `tm_${randomToken(12)}`,",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the pattern must see
      "return `ev_${randomToken(12)}`;",
      "id: randomToken(16),",
    ]) {
      expect(uuid.test(line) || handMade.test(line), line).toBe(true);
    }
    expect(readFileSync(path.join(WORKER, ids), "utf8")).toMatch(uuid);
    const callers = files.filter((file) => /\bnewId\(\)/.test(readFileSync(file, "utf8")) && !file.endsWith(ids));
    expect(callers.length).toBeGreaterThanOrEqual(15);
  });

  it("a batch is drizzle's db.batch: no D1 binding behind drizzle, no drizzle internals", () => {
    const around = /\$client\b|\.mapResult\(|\._prepare\(|\brunBatch\(/;
    const wrong = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line) && around.test(line))
        .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(wrong).toEqual([]);
    // Live: the pattern sees the helper this rule replaced, and the batches it checks are there.
    for (const line of ["const results = await db.$client.batch(statements);", "read: (result) => prepared.mapResult(result, true)"]) {
      expect(around.test(line), line).toBe(true);
    }
    expect(files.filter((file) => /\.batch\(\[/.test(readFileSync(file, "utf8"))).length).toBeGreaterThan(30);
  });

  it("zod is imported as a namespace (`import * as z`), which the bundler can shake", () => {
    // `import { z } from "zod/mini"` names zod's own namespace re-export, and esbuild then keeps all of
    // it — locales, JSON-schema conversion: 1,148,695 B of Worker instead of 788,616 (with classic zod).
    // Classic zod itself (`from "zod"`) is refused by biome (decision 167).
    const named = [...files, ...sourceFiles(path.join(ROOT, "src", "shared"))].filter((file) =>
      /import\s*\{[^}]*\bz\b[^}]*\}\s*from\s*["']zod(\/mini)?["']/.test(readFileSync(file, "utf8")),
    );
    expect(named.map((file) => path.relative(ROOT, file))).toEqual([]);
    expect(files.some((file) => /import \* as z from "zod\/mini"/.test(readFileSync(file, "utf8")))).toBe(true);
  });

  it("docs/architecture.md names every feature folder, and the features' dependencies as the imports have them", () => {
    const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const tree = doc.slice(doc.indexOf("worker/features/\n"), doc.indexOf("worker/middleware/"));
    const listed = [...tree.matchAll(/^ {2}([a-z-]+)\/ /gm)].map((match) => match[1]!);
    const folders = readdirSync(path.join(WORKER, "features")).sort();
    expect([...listed].sort(), "one line per feature folder, each once").toEqual(folders);
    const block = /```text\n((?:\s*[a-z-]+ → [a-z-, ]+\n)+)\s*```/.exec(doc)?.[1] ?? "";
    const documented = block
      .trim()
      .split("\n")
      .map((line) => line.trim());
    const actual = [...dependsOn.entries()].map(([feature, uses]) => `${feature} → ${[...uses].sort().join(", ")}`).sort();
    expect(documented).toEqual(actual);
  });

  it("the rules are live: they see the imports they check", () => {
    // Rules 5 and 6 read package imports: they must see hono in the routes and drizzle in db/.
    expect(packageImports.some(({ place, specifier }) => place.layer === "routes" && isPackage(specifier, "hono"))).toBe(true);
    expect(packageImports.some(({ place, specifier }) => place.layer === "db" && place.feature && isPackage(specifier, "drizzle-orm"))).toBe(true);
    // A regex or a path rule that stopped matching would make the tests above pass on anything.
    const inFeature = (layer: Layer, to: Layer) =>
      edges.some((edge) => edge.from.feature && edge.from.feature === edge.to.feature && edge.from.layer === layer && edge.to.layer === to);
    expect(inFeature("routes", "services")).toBe(true);
    expect(inFeature("services", "db")).toBe(true);
    expect(edges.some(({ from, to }) => !from.feature && to.layer === "shared")).toBe(true);
    expect(dependsOn.size).toBeGreaterThan(0);
    expect(files.filter((file) => placeOf(file)?.feature).length).toBeGreaterThan(50);
    expect(files.length).toBeGreaterThan(100);
  });
});
