import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { callWithEnv, expectError } from "./support/api";

/** An unexpected D1 failure is logged by kind and message — never with the query's parameters. */

function failingDb(): D1Database {
  const fail = async () => {
    throw new Error("D1_ERROR: disk I/O error: SQLITE_IOERR");
  };
  const statement = (): D1PreparedStatement => ({ bind: () => statement(), first: fail, all: fail, run: fail, raw: fail }) as unknown as D1PreparedStatement;
  return { ...env.DB, prepare: () => statement(), batch: fail, exec: fail } as unknown as D1Database;
}

describe("logs of unexpected failures", () => {
  it("name the error and D1's message, not drizzle's 'Failed query … params'", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const secretish = "someone.private@example.edu";
    const result = await callWithEnv({ DB: failingDb() }, "POST", "/api/auth/forgot-password", { body: { email: secretish } });
    expectError(result, 500, "INTERNAL_ERROR");
    const text = logged.mock.calls.flat().map(String).join(" ");
    expect(text).toMatch(/SQLITE_IOERR/);
    expect(text).not.toMatch(/Failed query|params/);
    expect(text).not.toContain(secretish);
    expect(JSON.stringify(result.body)).not.toMatch(/SQLITE|query/i);
  });
});
