import { describe, expect, it } from "vitest";
import { EARLY_SUBMIT_PATH } from "../../src/shared/early-submit";
import { call, expectError, ORIGIN } from "./support/api";

/**
 * POST /api/forms/early-submit: where a password, code or e-mail form goes
 * if the browser sends it before the page's JavaScript took it. 204 keeps
 * the browser on its page; the body is never read nor kept.
 */

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("POST /api/forms/early-submit", () => {
  it("answers 204 No Content to the browser's own form post, whatever it holds, and nothing is cached", async () => {
    for (const body of [formBody({ username: "mei", password: "hunter2" }), formBody({ email: "mei@example.com", code: "123456" }), ""]) {
      const result = await call("POST", EARLY_SUBMIT_PATH, {
        rawBody: body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Mode": "navigate" },
      });
      expect(result.status).toBe(204);
      expect(result.body).toBe("");
      expect(result.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("another site's page cannot post to it (403, as any unsafe request from elsewhere)", async () => {
    const result = await call("POST", EARLY_SUBMIT_PATH, {
      rawBody: formBody({ password: "x" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
    });
    expectError(result, 403, "FORBIDDEN_ORIGIN");
  });

  it("only takes a post", async () => {
    expectError(await call("GET", EARLY_SUBMIT_PATH), 404, "NOT_FOUND");
  });
});
