import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { apiData } from "./api-client";
import { ApiError, errorDetail } from "./api-error";

function answer(status: number, body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers })),
  );
}
const failure = () =>
  apiData("/api/thing", z.object({ ok: z.boolean() })).then(
    () => expect.unreachable("the call should fail"),
    (error: unknown) => error as ApiError,
  );

afterEach(() => vi.unstubAllGlobals());

/** The client's error format is fixed (docs/product.md, Error messages); screens show errorDetail instead. */
describe("the API client's errors", () => {
  it('an error envelope is an ApiError whose message is "[errCode] errMsg"; people are shown the errMsg alone', async () => {
    answer(401, JSON.stringify({ error: { errCode: "INVALID_CREDENTIALS", errMsg: "Incorrect username or password." } }));
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("[INVALID_CREDENTIALS] Incorrect username or password.");
    expect(error).toMatchObject({ status: 401, code: "INVALID_CREDENTIALS", detail: "Incorrect username or password." });
    expect(errorDetail(error)).toBe("Incorrect username or password.");
  });

  it('any other failed body is "An unknown error occurred"; a wrong shape "The server sent an unexpected response."', async () => {
    answer(502, "<h1>Bad gateway</h1>", { "Content-Type": "text/html" });
    expect((await failure()).message).toBe("An unknown error occurred");
    answer(200, JSON.stringify({ data: { ok: "yes" } }));
    const wrong = await failure();
    expect(wrong.message).toBe("The server sent an unexpected response.");
    expect(errorDetail(wrong)).toBe("The server sent an unexpected response.");
  });
});
