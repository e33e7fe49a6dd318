import { readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import "../../src/shared/zod-messages";
import { root, sourceFiles } from "./support/source-files";

/**
 * Decision 167: zod/mini loads no messages of its own ("Invalid input" for every rule), where
 * classic zod loaded the English ones. src/shared/zod-messages.ts sets them up, and every module
 * of the Worker or the SPA that builds a schema imports it.
 */
/** Read by the tests and the build only (tests/unit/schemas-built-when-used.test.ts). */
const NOT_LOADED = ["src/shared/openapi", "src/content"];

describe("zod/mini's messages", () => {
  it("are English once src/shared/zod-messages.ts is loaded", () => {
    const message = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toBe('Unrecognized key: "b"');
    expect(message(z.object({ a: z.string() }), { a: 1 })).toBe("Invalid input: expected string, received number");
    expect(message(z.string().check(z.maxLength(3)), "abcd")).toBe("Too big: expected string to have <=3 characters");
    expect(message(z.int(), 1.5)).toBe("Invalid input: expected int, received number");
  });

  it("are set up by every module that builds a schema", () => {
    const builders = ["worker", "src"]
      .flatMap((dir) => sourceFiles(dir, NOT_LOADED))
      .filter((file) => file !== "src/shared/zod-messages.ts")
      .filter((file) => /^import \* as z from "zod\/mini";$/m.test(readFileSync(path.join(root, file), "utf8")));
    expect(builders.length).toBeGreaterThan(50);
    const without = builders.filter((file) => !/^import "[^"]*\/zod-messages";$/m.test(readFileSync(path.join(root, file), "utf8")));
    expect(without).toEqual([]);
  });
});
