import * as z from "zod/mini";
import { type $ZodRegistry, globalRegistry, JSONSchemaGenerator } from "zod/v4/core";
import { errorEnvelopeSchema } from "../envelope";
import { ERROR_STATUS, type ErrorCode } from "../error-codes";
import { NAMED_ANSWERS } from "./components";
import type { Operation } from "./operation";
import { OPERATIONS } from "./operations";

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** What the operations share, written once under `components` and `$ref`'d: named answers' schemas, error answers. */
type Components = { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> };

/** The session cookie the Worker sets (worker/http/session-cookie.ts). */
const SESSION_COOKIE = "__Host-sid";

/** `/api/terms/:id` → `/api/terms/{id}` */
const templateOf = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const shapeOf = (honoPath: string) => honoPath.replace(/:[A-Za-z0-9_]+/g, ":");

/**
 * The document's path of a Hono path. OpenAPI wants one name per place in a path, where Hono lets
 * each route name its own (`GET /api/events/:idOrSlug`, `PATCH /api/events/:id`): the first
 * operation's names are the path's, and a later one's parameters are renamed to them.
 */
export function openApiPath(honoPath: string): string {
  const first = OPERATIONS.find((operation) => shapeOf(operation.path) === shapeOf(honoPath));
  return templateOf(first?.path ?? honoPath);
}

/** The document's name of each of a Hono path's parameters. */
function parameterNames(honoPath: string): { name: string; own: string }[] {
  const own = [...honoPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const documented = [...openApiPath(honoPath).matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
  return own.map((name, i) => ({ name: documented[i] ?? name, own: name }));
}

/**
 * zod's map of the schemas it has seen, keyed by each schema's internals rather than by the object:
 * a lazy schema (src/shared/lazy-schema.ts) is a stand-in for the schema it builds, and zod meets
 * both — the stand-in where a contract names it, the schema itself inside its own processing — so
 * a map keyed by the object would not find the one under the other. Both share `_zod`.
 */
class SeenByInternals<V> extends Map<unknown, V> {
  readonly #first = new Map<unknown, unknown>();
  static #key = (schema: unknown) => (schema as { _zod?: unknown })._zod ?? schema;
  override get(schema: unknown) {
    return super.get(SeenByInternals.#key(schema));
  }
  override has(schema: unknown) {
    return super.has(SeenByInternals.#key(schema));
  }
  override set(schema: unknown, value: V) {
    const key = SeenByInternals.#key(schema);
    if (!this.#first.has(key)) this.#first.set(key, schema);
    return super.set(key, value);
  }
  override *entries(): MapIterator<[unknown, V]> {
    for (const [key, value] of super.entries()) yield [this.#first.get(key), value];
  }
  override *keys(): MapIterator<unknown> {
    for (const key of super.keys()) yield this.#first.get(key);
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

/** The name of each named answer (./components.ts), by the schema's internals (a lazy schema's stand-in has its schema's). */
const answerNames = new Map(Object.entries(NAMED_ANSWERS).map(([name, schema]) => [schema._zod as unknown, name]));

/**
 * zod's metadata of a schema (`.describe()`, `.meta()`: the global registry) with, for a named
 * answer, its name as `id`: zod writes a schema with an `id` once under `$defs` and `$ref`s it.
 */
const namedAnswersMetadata = {
  get(schema: z.ZodMiniType) {
    const id = answerNames.get(schema._zod);
    const meta = globalRegistry.get(schema);
    return id ? { ...meta, id } : meta;
  },
} as unknown as $ZodRegistry<Record<string, unknown>>;

const DEFS = "#/$defs/";
const COMPONENT_SCHEMAS = "#/components/schemas/";

/**
 * A zod schema as JSON Schema. With `components` (answers only: a request may read a named schema
 * differently), the named answers it holds become `$ref`s to `components.schemas`, written there once.
 */
function toJson(schema: z.ZodMiniType, io: "input" | "output", components?: Components): JsonSchema {
  const generator = new JSONSchemaGenerator({ target: "draft-2020-12", io, unrepresentable: "any", ...(components ? { metadata: namedAnswersMetadata } : {}) });
  (generator as unknown as { ctx: { seen: unknown } }).ctx.seen = new SeenByInternals();
  generator.process(schema);
  const { $schema: _, ...json } = generator.emit(schema) as JsonSchema;
  if (!components) return json;
  const { $defs, ...named } = JSON.parse(JSON.stringify(json).replaceAll(`"${DEFS}`, `"${COMPONENT_SCHEMAS}`)) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  for (const [name, definition] of Object.entries($defs ?? {})) {
    // zod names a schema it had to cut out itself (a cycle) `__schemaN`: give it a name in ./components.ts.
    if (!answerNames.has(NAMED_ANSWERS[name]?._zod))
      throw new Error(`An answer's schema zod could not write inline: name it in src/shared/openapi/components.ts (${name})`);
    const known = components.schemas[name];
    if (known && JSON.stringify(known) !== JSON.stringify(definition)) throw new Error(`Two schemas named ${name} (src/shared/openapi/components.ts)`);
    components.schemas[name] = definition;
  }
  return named;
}

/** The success envelope `{ data, message?, meta? }` with the operation's own `data` (and `meta`). */
function envelopeOf(operation: Operation, components: Components): JsonSchema {
  const envelope = z.strictObject({
    data: operation.data ?? z.unknown(),
    message: z.optional(z.string()),
    meta: operation.meta ?? z.optional(z.record(z.string(), z.unknown())),
  });
  return toJson(envelope, "output", components);
}

/** The codes an operation can answer: those its access, parameters and body imply, and its own. */
export function errorCodesOf(operation: Operation): ErrorCode[] {
  const codes = new Set<ErrorCode>(["INTERNAL_ERROR"]);
  // Every body but the two files is held to 64 KB (worker/app.ts), read or not.
  // Every change may be throttled (429 with Retry-After: docs/api.md, "Throttles").
  if (operation.method !== "get") for (const code of ["FORBIDDEN_ORIGIN", "PAYLOAD_TOO_LARGE", "RATE_LIMITED"] as const) codes.add(code);
  // Signed in is not always enough: a role, one's own account, a sponsor's window.
  if (operation.access !== "anyone") for (const code of ["UNAUTHENTICATED", "FORBIDDEN"] as const) codes.add(code);
  // What a path, a query or a body names may not exist (an event, a term, a member).
  if (operation.params || operation.body || operation.query) codes.add("NOT_FOUND");
  if (operation.query || operation.body || operation.params) codes.add("VALIDATION_ERROR");
  if (operation.body) for (const code of ["MALFORMED_JSON", "UNSUPPORTED_MEDIA_TYPE"] as const) codes.add(code);
  if (operation.rawBody) for (const code of ["VALIDATION_ERROR", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"] as const) codes.add(code);
  for (const code of operation.errors ?? []) codes.add(code);
  return [...codes];
}

function parameters(operation: Operation): JsonSchema[] {
  const out: JsonSchema[] = [];
  const paramProps = (operation.params ? toJson(operation.params, "input").properties : {}) as Record<string, JsonSchema> | undefined;
  for (const { name, own } of parameterNames(operation.path)) {
    out.push({ name, in: "path", required: true, ...(name === own ? {} : { description: `The ${own}.` }), schema: paramProps?.[own] ?? { type: "string" } });
  }
  if (operation.query) {
    const query = toJson(operation.query, "input");
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      out.push({ name, in: "query", required: required.has(name), schema });
    }
  }
  return out;
}

function responses(operation: Operation, components: Components): JsonSchema {
  const out: Record<string, JsonSchema> = {};
  const status = String(operation.status ?? 200);
  if (operation.status === 204) {
    out[status] = { description: operation.raw?.description ?? "No content." };
  } else if (operation.raw) {
    out[status] = { description: operation.raw.description, content: { [operation.raw.type]: { schema: { type: "string" } } } };
  } else {
    const content: Record<string, JsonSchema> = { "application/json": { schema: envelopeOf(operation, components) } };
    if (operation.alsoAs) content[operation.alsoAs.type] = { schema: { type: "string" } };
    out[status] = { description: operation.alsoAs ? `The envelope; or ${operation.alsoAs.description}` : "The envelope with the answer in `data`.", content };
    if (operation.repeatStatus) out[String(operation.repeatStatus)] = { description: "The same, for a repeat that changed nothing.", content };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  // In the catalogue's order, so one set of codes is one response whichever operation names it.
  const answered = new Set(errorCodesOf(operation));
  for (const code of CATALOGUE.filter((c) => answered.has(c))) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [code, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    // One response per set of codes (76 for 826 answers), written once under `components.responses`.
    const name = `${codes.map(pascalCase).join("Or")}${operation.errorsAsPage ? "OrPage" : ""}`;
    components.responses[name] ??= {
      description: codes.map((c) => `\`${c}\``).join(", "),
      content: {
        "application/json": { schema: errorOf(codes) },
        ...(operation.errorsAsPage ? { "text/html": { schema: { type: "string" } } } : {}),
      },
    };
    out[String(code)] = { $ref: `#/components/responses/${name}` };
  }
  return out;
}

const CATALOGUE = Object.keys(ERROR_STATUS) as ErrorCode[];

/** `MALFORMED_JSON` → `MalformedJson` */
const pascalCase = (code: string) => code.toLowerCase().replace(/(?:^|_)([a-z])/g, (_, c: string) => c.toUpperCase());

/** The error envelope whose `errCode` is one of `codes`. */
function errorOf(codes: readonly ErrorCode[]): JsonSchema {
  return {
    allOf: [{ $ref: "#/components/schemas/Error" }, { type: "object", properties: { error: { type: "object", properties: { errCode: { enum: codes } } } } }],
  };
}

function requestBody(operation: Operation): JsonSchema | undefined {
  if (operation.rawBody) {
    return {
      required: true,
      description: operation.rawBody.description,
      content: { [operation.rawBody.type]: { schema: { type: "string", format: "binary" } } },
    };
  }
  if (!operation.body) return undefined;
  return { required: !operation.optionalBody, content: { "application/json": { schema: toJson(operation.body, "input") } } };
}

/** The OpenAPI 3.1 document of the API: what /api/openapi.json serves. */
export function openApiDocument(options: { version: string; serverUrl?: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components: Components = { schemas: {}, responses: {} };
  for (const operation of OPERATIONS) {
    const path = openApiPath(operation.path);
    const body = requestBody(operation);
    const params = parameters(operation);
    paths[path] ??= {};
    paths[path][operation.method] = {
      operationId: `${operation.method}${path.replace(/[{}]/g, "").replace(/(?:^|[/.-])([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`,
      tags: [operation.feature],
      summary: operation.summary,
      description: `${operation.description ? `${operation.description}\n\n` : ""}Who may call it: ${ACCESS_TEXT[operation.access]}.`,
      // Anyone: with or without a session (a member's answer may say more).
      security: operation.access === "anyone" ? [{}, { session: [] }] : [{ session: [] }],
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(operation, components),
    };
  }
  const features = [...new Set(OPERATIONS.map((operation) => operation.feature))].sort();
  return {
    openapi: "3.1.1",
    info: {
      title: "Chapter website API",
      version: options.version,
      summary: "The JSON API the chapter's site is built on: accounts, events and RSVPs, check-in, points, content.",
      description:
        "Every answer is an envelope: `{ data, message?, meta? }` on success, `{ error: { errCode, errMsg, fields? } }` on failure. Sessions are a cookie set by sign-in; requests that change something must come from the site's own origin. Flows, limits and the error catalogue: docs/api.md in the repository.",
      license: { name: "MIT", identifier: "MIT" },
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: features.map((name) => ({ name, description: `worker/features/${name}` })),
    paths,
    components: {
      schemas: { Error: { ...toJson(errorEnvelopeSchema, "output"), properties: errorProperties() }, ...sortedByName(components.schemas) },
      responses: sortedByName(components.responses),
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The session cookie that sign-in sets." } },
    },
  };
}

/** The error envelope's properties, with `errCode` one of today's codes. */
function errorProperties(): JsonSchema {
  const json = toJson(errorEnvelopeSchema, "output") as { properties: { error: JsonSchema & { properties: JsonSchema } } };
  return {
    error: { ...json.properties.error, properties: { ...json.properties.error.properties, errCode: { type: "string", enum: Object.keys(ERROR_STATUS) } } },
  };
}

const sortedByName = (entries: Record<string, JsonSchema>) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));

const ACCESS_TEXT: Record<Operation["access"], string> = {
  anyone: "anyone",
  user: "any signed-in account",
  member: "members (and officers, admins)",
  officer: "officers and admins",
  admin: "admins",
};
