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
  // and marked: the site's Markdown renderer is shared by the Worker (a post's page) and the SPA (decisions 079, 159);
  // zod is zod/mini with its English messages (decision 167) and its core (the OpenAPI document's JSON Schema
  // generator, decision 154).
  it("the shared contracts import only each other, zod, marked and the identity file", () => {
    const allowed = new Set(["zod/mini", "zod/v4/core", "zod/v4/locales/en.js", "marked"]);
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
    expect(imports.some(({ file, targets }) => layerOf(file) === "shared" && targets.some(({ specifier }) => specifier === "zod/mini"))).toBe(true);
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

/**
 * One way to load what a screen shows (decision 156): `useLoaded` (src/lib/use-loaded.ts) or a hook
 * built on it. A screen that writes its own effect with an AbortController and two states drifts from
 * the others (loading, "Try again", a read aborted when the screen closes), so the source is checked:
 * no AbortController, and no API call inside a useEffect, anywhere else in src/.
 */
const LOADING_HOOK = path.join("lib", "use-loaded.ts");

/** Where an AbortController or an effect that calls the API is right, and why: none of them loads a page. */
const NOT_A_PAGE_LOAD: Record<string, string> = {
  [path.join("features", "resume-book", "components", "zip-download.tsx")]: "the sponsor's Cancel stops a ZIP being built: a controller held for a button",
  [path.join("features", "account", "hooks", "use-linked-email.ts")]: "import()s the request schema to check an address; asks the API nothing",
  [path.join("features", "notifications", "components", "notification-choices.tsx")]:
    "tells the site again about this browser's push subscription once the choices are shown: a write, not a read",
};

/** Each `useEffect(…)` / `useLayoutEffect(…)` call, from its name to the parenthesis that closes it. */
function effectCalls(text: string): string[] {
  return [...text.matchAll(/\buse(?:Layout)?Effect\(/g)].flatMap((match) => {
    let depth = 0;
    for (let at = match.index + match[0].length - 1; at < text.length; at++) {
      if (text[at] === "(") depth++;
      else if (text[at] === ")" && --depth === 0) return [text.slice(match.index, at + 1)];
    }
    return [];
  });
}

/** A module that talks to the API: a feature's `api/` call, `lib/public-api/`, the API client. */
const API_MODULE = /(^|\/)(api|public-api)\/|api-client$/;

/** The functions a file imports (not types) from modules that talk to the API. */
function apiFunctions(text: string): string[] {
  return [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].flatMap(([, typeOnly, names, from]) =>
    typeOnly || !API_MODULE.test(from!)
      ? []
      : names!
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith("type "))
          .map((name) => name.split(/\s+as\s+/).pop()!),
  );
}

/** What in this source loads by hand: each AbortController, and each API call made inside an effect. */
function handLoads(text: string): string[] {
  const calls = apiFunctions(text);
  const inEffects = effectCalls(text).flatMap((effect) => [
    ...calls.filter((name) => new RegExp(`\\b${name}\\(`).test(effect)).map((name) => `${name}() in a useEffect`),
    ...(/\bfetch\(/.test(effect) ? ["fetch() in a useEffect"] : []),
    ...[...effect.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)]
      .filter(([, from]) => API_MODULE.test(from!))
      .map(([, from]) => `import("${from}") in a useEffect`),
  ]);
  return [...(/\bAbortController\b/.test(text) ? ["AbortController"] : []), ...inEffects];
}

const sources = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, "utf8") }));

describe("one loading hook (decision 156)", () => {
  it("no screen loads by hand: AbortController and API calls in effects only in src/lib/use-loaded.ts", () => {
    const wrong = sources.flatMap(({ file, text }) =>
      file === LOADING_HOOK || file in NOT_A_PAGE_LOAD ? [] : handLoads(text).map((what) => `${file}: ${what}`),
    );
    expect(wrong).toEqual([]);
  });

  it("the rule is live: it sees the effects and API calls it checks, and a hand-written load", () => {
    // The shape the rule replaced, as it stood in 28 files before decision 156.
    const handWritten = `import { getHealth } from "../api/get-health";
      useEffect(() => {
        const controller = new AbortController();
        getHealth(controller.signal).then(setReport);
        return () => controller.abort();
      }, []);`;
    expect(handLoads(handWritten)).toEqual(["AbortController", "getHealth() in a useEffect"]);
    expect(handLoads('useEffect(() => { void import("../api/list-passkeys").then(({ listPasskeys }) => listPasskeys()); }, []);')).toEqual([
      'import("../api/list-passkeys") in a useEffect',
    ]);
    expect(handLoads(readFileSync(path.join(SRC, LOADING_HOOK), "utf8"))).toContain("AbortController");
    expect(sources.flatMap(({ text }) => effectCalls(text)).length).toBeGreaterThan(40);
    expect(sources.filter(({ text }) => apiFunctions(text).length > 0).length).toBeGreaterThan(50);
    // Every exception still needs its place on the list.
    for (const file of Object.keys(NOT_A_PAGE_LOAD)) expect(handLoads(readFileSync(path.join(SRC, file), "utf8")), file).not.toEqual([]);
  });
});

/**
 * One way to read an instant of an answer (decision 155): `toEpochMs` (src/shared/time/instant.ts).
 * `Date.parse` elsewhere in src/ is a second way that drifts (what it accepts, what it gives for ""),
 * so it stays inside the time module, src/shared/time/, which also reads a calendar day with it.
 */
const TIME_MODULE = path.join("shared", "time") + path.sep;
const dateParses = (text: string) => text.match(/\bDate\.parse\(/g)?.length ?? 0;

describe("instants read one way (decision 155)", () => {
  it("no Date.parse( outside src/shared/time/: an instant from the API is read with toEpochMs", () => {
    const wrong = sources.flatMap(({ file, text }) =>
      file.startsWith(TIME_MODULE) || dateParses(text) === 0 ? [] : [`${file}: ${dateParses(text)} × Date.parse( — use toEpochMs (src/shared/time/instant.ts)`],
    );
    expect(wrong).toEqual([]);
  });

  it("the rule is live: it sees Date.parse in the time module and toEpochMs in the features", () => {
    expect(dateParses("const at = Date.parse(event.endsAt) <= now;")).toBe(1);
    expect(dateParses(readFileSync(path.join(SRC, "shared", "time", "instant.ts"), "utf8"))).toBe(1);
    expect(sources.filter(({ file }) => file.startsWith(TIME_MODULE)).length).toBeGreaterThan(5);
    expect(sources.filter(({ file, text }) => file.startsWith(`features${path.sep}`) && /\btoEpochMs\(/.test(text)).length).toBeGreaterThan(20);
  });
});
