import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { successEnvelope } from "../../src/shared/envelope";

/**
 * Decision 167: zod/mini loads no messages of its own ("Invalid input" for every rule), where
 * classic zod loaded the English ones. The shared envelope's module sets them up for every schema
 * the Worker and the SPA parse with, so a rule without our own message still says what is wrong.
 */
describe("zod/mini's messages", () => {
  it("are English once the shared envelope is loaded", () => {
    expect(successEnvelope(z.string()).safeParse({ data: "x", extra: 1 }).success).toBe(true);
    const issue = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(issue(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toBe('Unrecognized key: "b"');
    expect(issue(z.object({ a: z.string() }), { a: 1 })).toBe("Invalid input: expected string, received number");
    expect(issue(z.string().check(z.maxLength(3)), "abcd")).toBe("Too big: expected string to have <=3 characters");
    expect(issue(z.int(), 1.5)).toBe("Invalid input: expected int, received number");
  });
});
