import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

/**
 * Instants on the wire are ISO 8601 UTC text in every contract, never epoch ms (decision 155). This walks
 * every schema src/shared exports (the lazy ones built by reading them) and checks each field named like an
 * instant: it takes "2026-12-03T06:00:00.000Z" and refuses a number, and an answer's is `instantSchema`
 * (src/shared/time/instant-schema.ts), not a bare `z.string()`.
 */

const INSTANT_NAME = /^(at|since|until|serverTime)$|(At|Until|Since)$|^(time[A-Z]|expires)/;
const WIRE = "2026-12-03T06:00:00.000Z";

const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** Optional, nullable, default… around a field: the schema that says what it is. */
function unwrapped(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  return "innerType" in def ? unwrapped(def.innerType as z.ZodMiniType) : schema;
}

/** Every object field in a schema, with its path; each schema walked once. */
function fieldsOf(schema: z.ZodMiniType, path: string, seen: Set<unknown>, out: { path: string; name: string; schema: z.ZodMiniType }[]) {
  const def = defOf(schema);
  if (seen.has(def)) return;
  seen.add(def);
  const walk = (inner: unknown, at: string) => fieldsOf(inner as z.ZodMiniType, at, seen, out);
  switch (def.type) {
    case "object":
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodMiniType>)) {
        out.push({ path: `${path}.${name}`, name, schema: field });
        walk(field, `${path}.${name}`);
      }
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    case "union":
      for (const option of def.options as z.ZodMiniType[]) walk(option, path);
      break;
    case "intersection":
      walk(def.left, path);
      walk(def.right, path);
      break;
    case "record":
      walk(def.valueType, `${path}{}`);
      break;
    case "pipe":
      walk(def.in, path);
      walk(def.out, path);
      break;
    case "lazy":
      walk((def.getter as () => z.ZodMiniType)(), path);
      break;
    default:
      if ("innerType" in def) walk(def.innerType, path);
  }
}

function instantFields() {
  const seen = new Set<unknown>();
  const fields: { path: string; name: string; schema: z.ZodMiniType }[] = [];
  let schemas = 0;
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodMiniType)) continue;
      schemas += 1;
      fieldsOf(value, `${file.slice(2)}:${name}`, seen, fields);
    }
  }
  return { schemas, instants: fields.filter((field) => INSTANT_NAME.test(field.name)) };
}

describe("instants on the wire", () => {
  const { schemas, instants } = instantFields();

  it("sees the contracts and their instants (liveness)", () => {
    expect(schemas).toBeGreaterThan(200);
    expect(instants.length).toBeGreaterThanOrEqual(70);
    const paths = instants.map((field) => field.path);
    for (const known of [
      "chat-channels.ts:chatChannelSchema.createdAt",
      "events.ts:eventSchema.startsAt",
      "content/drafts.ts:editedContentItemSchema.draft.savedAt",
    ]) {
      expect(paths).toContain(known);
    }
  });

  it("every instant is ISO 8601 text in UTC, never a number", () => {
    const numbers = instants.filter(({ schema }) => schema.safeParse(Date.UTC(2026, 11, 3, 6)).success || !schema.safeParse(WIRE).success);
    expect(numbers.map((field) => field.path)).toEqual([]);
  });

  it("an answer's instant is instantSchema, not a bare string", () => {
    const bare = instants.filter(({ schema }) => {
      const def = defOf(unwrapped(schema)) as Def & { format?: string };
      return def.type === "string" && def.format !== "datetime";
    });
    expect(bare.map((field) => field.path)).toEqual([]);
  });
});
