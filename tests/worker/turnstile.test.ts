import { describe, expect, it, vi } from "vitest";
import { SITEVERIFY_URL } from "../../worker/lib/turnstile";
import { turnstileSetup } from "../../worker/services/turnstile-setup";
import { call, callWithEnv, expectError } from "./support/api";
import { measureCost } from "./support/cost";
import { mailCount } from "./support/outbox";
import { newIdentity } from "./support/members";

/**
 * Turnstile on the three forms that send mail (decisions 016 and 074): the
 * pages get the site key from the Worker at run time, and the Worker asks for
 * a token only when it gave them one — both keys set. Only one set is
 * reported in the log, never enforced.
 */

const SITE_KEY = "1x00000000000000000000AA"; // Cloudflare's test key (always passes); nothing here reaches Cloudflare
const SECRET = "0x-test-secret";
const pair = { TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET_KEY: SECRET };
const halves = [
  { name: "a site key without the secret", env: { TURNSTILE_SITE_KEY: SITE_KEY }, missing: "TURNSTILE_SECRET_KEY" },
  { name: "the secret without a site key", env: { TURNSTILE_SECRET_KEY: SECRET }, missing: "TURNSTILE_SITE_KEY" },
] as const;

/** The three forms' requests, each with a new address and without a token. */
const formRequests = () =>
  [
    ["/api/auth/signup", newIdentity("turnstile")],
    ["/api/auth/forgot-password", { email: newIdentity().email }],
    ["/api/contact", { name: "Mei", email: newIdentity().email, message: "A question about sponsoring" }],
  ] as const;

const siteverify = (outcome: object) =>
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    expect(String(input instanceof Request ? input.url : input)).toBe(SITEVERIFY_URL);
    return Response.json(outcome);
  });

describe("Turnstile's state, from the pair of keys", () => {
  it("is on with both, off with neither, half with one, naming the one that is missing", () => {
    expect(turnstileSetup(pair)).toEqual({ state: "on", siteKey: SITE_KEY });
    expect(turnstileSetup({})).toEqual({ state: "off", siteKey: null });
    expect(turnstileSetup({ TURNSTILE_SITE_KEY: " ", TURNSTILE_SECRET_KEY: "" })).toEqual({ state: "off", siteKey: null });
    expect(turnstileSetup({ TURNSTILE_SITE_KEY: ` ${SITE_KEY}\n` })).toEqual({ state: "half", missing: "TURNSTILE_SECRET_KEY", siteKey: SITE_KEY });
    expect(turnstileSetup({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_SITE_KEY: "" })).toEqual({ state: "half", missing: "TURNSTILE_SITE_KEY", siteKey: null });
  });
});

describe("GET /api/turnstile", () => {
  it("answers the site key only when both keys are set, for the browser to keep a few minutes", async () => {
    const on = await callWithEnv(pair, "GET", "/api/turnstile");
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ data: { siteKey: SITE_KEY } });
    expect(on.headers.get("Cache-Control")).toBe("public, max-age=300");
    for (const { env } of halves) expect((await callWithEnv(env, "GET", "/api/turnstile")).body).toEqual({ data: { siteKey: null } });
    const off = await call("GET", "/api/turnstile");
    expect(off.body).toEqual({ data: { siteKey: null } });
    expect(off.headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("costs no D1 query and no KV read", async () => {
    expect(await measureCost("/api/turnstile")).toMatchObject({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
  });
});

describe("the forms' check", () => {
  it("is not asked with neither key (local work, tests): the forms work offline, and nothing is logged", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const errors = vi.spyOn(console, "error");
    expect((await call("POST", "/api/auth/signup", { body: newIdentity() })).status).toBe(200);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  for (const half of halves) {
    it(`with ${half.name}: no form is refused for a missing token, and each says in the log that ${half.missing} is missing`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const requests = formRequests();
      for (const [path, body] of requests) {
        const result = await callWithEnv(half.env, "POST", path, { body });
        expect(result.status, `${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
      }
      expect(await mailCount(requests[0][1].email)).toBe(1);
      expect(fetchSpy).not.toHaveBeenCalled();
      // One line for each request that went through unchecked, naming the missing key.
      const logged = errors.mock.calls.map((args) => args.join(" "));
      expect(logged).toHaveLength(requests.length);
      for (const line of logged) expect(line).toMatch(new RegExp(`^configuration error: \\w+ is set but ${half.missing} is not, so Turnstile is off`));
    });
  }

  it("with both keys: a passed token goes through, checked server-side with the secret and the client's address", async () => {
    const fetchSpy = siteverify({ success: true });
    const errors = vi.spyOn(console, "error");
    const identity = newIdentity("human");
    const result = await callWithEnv(pair, "POST", "/api/auth/signup", {
      body: { ...identity, turnstileToken: "token-from-the-widget" },
      headers: { "CF-Connecting-IP": "203.0.113.50" },
    });
    expect(result.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const form = fetchSpy.mock.calls[0]![1]!.body as FormData;
    expect(form.get("secret")).toBe(SECRET);
    expect(form.get("response")).toBe("token-from-the-widget");
    expect(form.get("remoteip")).toBe("203.0.113.50");
    for (const [path, body] of formRequests().slice(1)) {
      expect((await callWithEnv(pair, "POST", path, { body: { ...body, turnstileToken: "t" } })).status).toBeLessThan(300);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("with both keys: a missing or refused token is refused with 403 TURNSTILE_FAILED, and nothing is sent", async () => {
    const identity = newIdentity("bot");
    const fetchSpy = siteverify({ success: false, "error-codes": ["invalid-input-response"] });
    for (const [path, body] of formRequests()) expectError(await callWithEnv(pair, "POST", path, { body }), 403, "TURNSTILE_FAILED");
    expect(fetchSpy).not.toHaveBeenCalled();
    const refused = await callWithEnv(pair, "POST", "/api/auth/signup", { body: { ...identity, turnstileToken: "forged" } });
    expectError(refused, 403, "TURNSTILE_FAILED");
    expect(refused.body.error.errMsg).toMatch(/did not pass/);
    expectError(
      await callWithEnv(pair, "POST", "/api/auth/forgot-password", { body: { email: identity.email, turnstileToken: "x" } }),
      403,
      "TURNSTILE_FAILED",
    );
    expectError(
      await callWithEnv(pair, "POST", "/api/contact", { body: { name: "Bot", email: identity.email, message: "Buy our stuff now!", turnstileToken: "x" } }),
      403,
      "TURNSTILE_FAILED",
    );
    expect(await mailCount(identity.email)).toBe(0);
  });

  it("with both keys: when siteverify cannot be reached, the request is refused with a clear message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const result = await callWithEnv(pair, "POST", "/api/auth/signup", { body: { ...newIdentity(), turnstileToken: "t" } });
    expectError(result, 403, "TURNSTILE_FAILED");
    expect(result.body.error.errMsg).toMatch(/did not answer/);
  });
});
