import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("builds the schema at its first use, once", () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().check(z.trim(), z.minLength(2, { error: "Name is too short." })) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: "  Mei " })).toEqual({ name: "Mei" });
    expect(schema.safeParse({ name: "M" }).error?.issues[0]?.message).toBe("Name is too short.");
    expect(builds).toBe(1);
  });

  it("is the schema it builds: its shape, what is made from it, inside other schemas, instanceof", () => {
    const base = lazySchema(() => z.object({ title: z.string(), points: z.optional(z.int()) }));
    const extended = lazySchema(() => z.partial(z.extend(base, { slug: z.string() })));
    const outer = z.object({ items: z.array(base), first: z.optional(base) });
    expect(Object.keys(base.shape)).toEqual(["title", "points"]);
    expect(extended.parse({ slug: "a" })).toEqual({ slug: "a" });
    expect(outer.parse({ items: [{ title: "A" }] })).toEqual({ items: [{ title: "A" }] });
    expect(outer.safeParse({ items: [{ title: 1 }] }).success).toBe(false);
    expect(base).toBeInstanceOf(z.ZodMiniObject);
    expect(z.globalRegistry.get(base.check(z.describe("An item")))?.description).toBe("An item");
    expect(Object.keys(base)).toContain("def");
    expect({ ...base }.def).toBe(base.def);
  });

  it("keeps the schema's types", () => {
    const schema = lazySchema(() =>
      z.object({
        at: z.pipe(
          z.string(),
          z.transform((value) => Date.parse(value)),
        ),
      }),
    );
    const parsed: z.output<typeof schema> = schema.parse({ at: "2026-12-02T18:00:00Z" });
    expect(parsed.at).toBe(Date.UTC(2026, 11, 2, 18));
  });
});
