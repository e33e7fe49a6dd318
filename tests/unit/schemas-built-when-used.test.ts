import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { root, sourceFiles } from "./support/source-files";

/**
 * Decisions 147 and 166: no zod schema is built when a module of the Worker or of the shared
 * contracts loads. The Worker loads a feature at its first request (decision 163), so a schema at
 * a module's top level is built in a cold isolate before that request's answer, whether the request
 * uses it or not (zod's first schema in an isolate costs milliseconds: a page that reads nothing
 * with zod should not pay them). A schema is built in a function, or wrapped in lazySchema.
 *
 * Checked on the source (Vite's parser): a call whose chain starts at the `z` of
 * `import * as z from "zod/mini"` (`z.object(…)`, `z.string().check(…)`, and zod/mini's functions
 * that wrap another schema, `z.optional(other)`, decision 167) outside every function is a schema
 * built at load.
 */
const ROOTS = ["worker", "src"];
/**
 * Read by the tests and the build, never loaded by the Worker or the SPA (the last test here checks
 * that), so they may build their schemas at once: the API's description (decision 153) and the
 * schemas the build checks the chapter's content files with.
 */
const NOT_LOADED = ["src/shared/openapi", "src/content/schema"];

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The expression a call chain starts from: `z` in `z.string().min(1).optional()`. */
function chainRoot(node: Node): Node {
  let current = node;
  while (
    ["CallExpression", "MemberExpression", "ParenthesizedExpression", "TSNonNullExpression", "TSAsExpression", "TSSatisfiesExpression"].includes(current.type)
  ) {
    current = (current.type === "CallExpression" ? current.callee : (current.object ?? current.expression)) as Node;
  }
  return current;
}

/** Code in these runs when called (a function) or constructed (a class), not when the module loads. */
const DEFERRED = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression", "ClassDeclaration", "ClassExpression"]);

/** Each call of a zod-imported name made while the module loads: "file:line  code". */
function builtAtLoad(file: string, code: string): string[] {
  const program = parseAst(code, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }) as unknown as { body: Node[] };
  const zodNames = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    if (!String((statement.source as { value: string }).value).startsWith("zod")) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === "ImportNamespaceSpecifier") zodNames.add((specifier.local as { name: string }).name);
    }
  }
  const found: string[] = [];
  const visit = (node: Node) => {
    if (DEFERRED.has(node.type) || node.type === "ImportDeclaration") return;
    if (node.type === "CallExpression") {
      const start = chainRoot(node);
      // z.config(…) sets zod up (envelope.ts: no code generation on Workers); it builds no schema.
      const configures = ((node.callee as Node).property as { name?: string } | undefined)?.name === "config";
      if (start.type === "Identifier" && zodNames.has(start.name as string) && !configures) {
        const line = code.slice(0, node.start).split("\n").length;
        found.push(`${file}:${line}  ${code.slice(node.start, node.end).split("\n")[0]!.slice(0, 80)}`);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  program.body.forEach(visit);
  return found;
}

describe("zod schemas in the Worker and the shared contracts", () => {
  it("are built when first used, never when their module loads", () => {
    const files = ROOTS.flatMap((dir) => sourceFiles(dir, NOT_LOADED));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => builtAtLoad(file, readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });

  it("tells a schema built at load from one built in a function or lazySchema", () => {
    const code = [
      'import * as z from "zod/mini";',
      'import { lazySchema } from "./lazy-schema";',
      "export const eager = z.object({ name: z.string() });",
      "const chained = (z.string()).check(z.minLength(1))!;",
      "const wrapped = z.optional(eager);",
      "export const lazy = lazySchema(() => z.object({ name: z.string() }));",
      "export function made() { return z.number(); }",
      "const text = () => z.optional(z.string());",
      "export type Eager = z.infer<typeof eager>;",
    ].join("\n");
    expect(builtAtLoad("probe.ts", code)).toEqual([
      "probe.ts:3  z.object({ name: z.string() })",
      "probe.ts:4  (z.string()).check(z.minLength(1))",
      "probe.ts:5  z.optional(eager)",
    ]);
    expect(builtAtLoad("probe.ts", 'import { other } from "./other";\nexport const x = other.object();')).toEqual([]);
  });

  it("exempts only modules that neither the Worker nor the SPA loads (a type import loads nothing)", () => {
    const loaders = ["worker", "src"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => !NOT_LOADED.some((dir) => file.startsWith(`${dir}/`)))
      .filter((file) => /^import (?!type )[^;]*from "[^"]*(shared\/openapi|content\/schema)\//m.test(readFileSync(path.join(root, file), "utf8")));
    expect(loaders).toEqual([]);
  });
});
