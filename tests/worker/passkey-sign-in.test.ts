import { env } from "cloudflare:workers";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { userHandleOf } from "../../worker/features/passkeys/lib/webauthn";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { call, callWithEnv, expectEnvelope, expectError, sessionCookie } from "./support/api";
import { SoftwareAuthenticator, type Algorithm } from "./support/authenticator";
import { useTestClock } from "./support/clock";
import { login, registerMember } from "./support/members";
import { addPasskey, CHALLENGE_TTL_MS, signInOptions, signInWithPasskey, verifySignIn } from "./support/passkeys";

/**
 * Signing in with a passkey: POST /api/auth/passkeys/login/options, then
 * login/verify with the (software) authenticator's assertion.
 */

const MINUTE = 60_000;
let warn: MockInstance<typeof console.warn>;

// Refusals are logged for the operators; the tests read the log instead of printing it.
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** The last refusal was logged for this reason. */
function expectRefusedFor(reason: RegExp) {
  expect(warn).toHaveBeenLastCalledWith("passkey sign-in refused", expect.objectContaining({ reason: expect.stringMatching(reason) }));
}

/** A member with one passkey on a fresh authenticator. */
async function memberWithPasskey(algorithm: Algorithm = "ES256", options: { synced?: boolean } = {}) {
  const member = await registerMember();
  const authenticator = new SoftwareAuthenticator(algorithm, options);
  const passkey = await addPasskey(member, authenticator);
  return { member, authenticator, passkey };
}

async function storedPasskey(id: string) {
  return env.DB.prepare("SELECT counter, backed_up, last_used_at FROM passkeys WHERE id = ?")
    .bind(id)
    .first<{ counter: number; backed_up: number; last_used_at: number | null }>();
}

describe("POST /api/auth/passkeys/login/options", () => {
  it("asks anyone for any passkey of this site (empty allowCredentials), user verification preferred", async () => {
    const result = await call("POST", "/api/auth/passkeys/login/options");
    expectEnvelope(result);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      rpId: "chapter.test",
      allowCredentials: [],
      userVerification: "preferred",
      timeout: CHALLENGE_TTL_MS,
    });
    expect(decodeBase64urlIgnorePadding(result.body.data.challenge)).toHaveLength(32);
    expect(result.headers.getSetCookie().find((c) => c.startsWith("__Host-passkey="))).toMatch(/; HttpOnly.*; SameSite=Strict/);
  });

  it("keeps the browser's token and replaces its pending challenge: one per browser", async () => {
    const { authenticator } = await memberWithPasskey();
    const first = await signInOptions();
    const second = await signInOptions(first.browser);
    expect(second.browser).toBe(first.browser);
    // The first challenge was replaced by the second.
    expectError(await verifySignIn(second, await authenticator.signIn(first.options)), 400, "PASSKEY_INVALID");
    expectRefusedFor(/challenge/);
    const third = await signInOptions(first.browser);
    expect((await verifySignIn(third, await authenticator.signIn(third.options))).status).toBe(200);
  });
});

describe("POST /api/auth/passkeys/login/verify", () => {
  for (const algorithm of ["ES256", "RS256", "EdDSA"] as Algorithm[]) {
    it(`signs in with an ${algorithm} passkey: the same session and cookie as a password sign-in`, async () => {
      const clock = useTestClock();
      const { member, authenticator, passkey } = await memberWithPasskey(algorithm);
      clock.advance(MINUTE);
      const result = await signInWithPasskey(authenticator);
      expectEnvelope(result);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ data: { sessionId: expect.stringMatching(/^[0-9a-f]{16}$/) }, message: "Signed in." });
      expect(result.setCookie).not.toContain(result.body.data.sessionId);
      const password = await login(member.username, member.password);
      const attributes = (cookie: string) => cookie.replace(/^[^;]*;/, "").replace(/Expires=[^;]*/, "");
      expect(attributes(result.setCookie!)).toBe(attributes(password.setCookie!));
      const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(result) });
      expect(session.body.data).toEqual({ id: member.id, username: member.username, roles: ["member"] });
      expect(await storedPasskey(passkey.id)).toEqual({ counter: 1, backed_up: 0, last_used_at: clock.now() });
    });
  }

  it("ends like any session: sign-out, and sign-out everywhere", async () => {
    const { authenticator } = await memberWithPasskey();
    const first = sessionCookie(await signInWithPasskey(authenticator));
    const second = sessionCookie(await signInWithPasskey(authenticator));
    await call("POST", "/api/auth/logout", { cookie: first });
    expectError(await call("GET", "/api/auth/session", { cookie: first }), 401, "UNAUTHENTICATED");
    expect((await call("GET", "/api/auth/session", { cookie: second })).status).toBe(200);
    const third = sessionCookie(await signInWithPasskey(authenticator));
    await call("POST", "/api/auth/logout-all", { cookie: third });
    expectError(await call("GET", "/api/auth/session", { cookie: second }), 401, "UNAUTHENTICATED");
  });

  it("signs in with a synced passkey again and again (counter always 0) and keeps its backup state", async () => {
    const { authenticator, passkey } = await memberWithPasskey("ES256", { synced: true });
    for (let i = 0; i < 3; i += 1) expect((await signInWithPasskey(authenticator)).status).toBe(200);
    expect(await storedPasskey(passkey.id)).toMatchObject({ counter: 0, backed_up: 1 });
  });

  it("accepts a sign-in without user verification (preferred, not required), never without presence", async () => {
    const { authenticator } = await memberWithPasskey();
    expect((await signInWithPasskey(authenticator, { userVerified: false })).status).toBe(200);
    expectError(await signInWithPasskey(authenticator, { userPresent: false, userVerified: false }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/not present/);
  });

  it("refuses an assertion made for another origin", async () => {
    const { authenticator } = await memberWithPasskey();
    expectError(await signInWithPasskey(authenticator, { origin: "https://evil.example" }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/origin "https:\/\/evil.example"/);
    expectError(await signInWithPasskey(authenticator, { origin: "http://chapter.test" }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/origin "http:\/\/chapter.test"/);
  });

  it("refuses an assertion made for another RP ID", async () => {
    const { authenticator } = await memberWithPasskey();
    expectError(await signInWithPasskey(authenticator, { rpId: "evil.example" }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/RP ID/);
  });

  it("refuses an assertion of another challenge, or a registration's client data", async () => {
    const { authenticator } = await memberWithPasskey();
    const challenge = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
    expectError(await signInWithPasskey(authenticator, { challenge }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/challenge/);
    expectError(await signInWithPasskey(authenticator, { type: "webauthn.create" }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/type/);
  });

  it("uses each challenge once: a replayed assertion is refused", async () => {
    const { authenticator } = await memberWithPasskey("ES256", { synced: true });
    const ceremony = await signInOptions();
    const assertion = await authenticator.signIn(ceremony.options);
    expect((await verifySignIn(ceremony, assertion)).status).toBe(200);
    expectError(await verifySignIn(ceremony, assertion), 400, "PASSKEY_CHALLENGE_INVALID");
    // Nor with a fresh challenge for the same browser: the assertion signed the old one.
    const next = await signInOptions(ceremony.browser);
    expectError(await verifySignIn(next, assertion), 400, "PASSKEY_INVALID");
  });

  it("refuses a challenge older than 5 minutes", async () => {
    const clock = useTestClock();
    const { authenticator } = await memberWithPasskey();
    const ceremony = await signInOptions();
    const assertion = await authenticator.signIn(ceremony.options);
    clock.advance(CHALLENGE_TTL_MS - 1);
    const stillValid = await signInOptions();
    clock.advance(1);
    expectError(await verifySignIn(ceremony, assertion), 400, "PASSKEY_CHALLENGE_INVALID");
    // A challenge issued later is still good.
    expect((await verifySignIn(stillValid, await authenticator.signIn(stillValid.options))).status).toBe(200);
  });

  it("accepts the challenge only from the browser that asked for it", async () => {
    const { authenticator } = await memberWithPasskey();
    const ceremony = await signInOptions();
    const assertion = await authenticator.signIn(ceremony.options);
    expectError(await verifySignIn({ browser: "" }, assertion), 400, "PASSKEY_CHALLENGE_INVALID");
    const otherBrowser = await signInOptions();
    expectError(await verifySignIn(otherBrowser, assertion), 400, "PASSKEY_INVALID");
    expectError(await verifySignIn({ browser: "__Host-passkey=not-a-token" }, assertion), 400, "PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses another member's credential: a foreign key, or a user handle that is not the owner's", async () => {
    const alice = await memberWithPasskey();
    const bob = await memberWithPasskey();
    // Bob's authenticator names Alice's credential but can only sign with Bob's key.
    expectError(await signInWithPasskey(bob.authenticator, { credentialId: alice.authenticator.credentialId }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/user handle/); // Bob's authenticator returns Bob's handle
    const bobsKeyNoHandle = await signInWithPasskey(bob.authenticator, { credentialId: alice.authenticator.credentialId, userHandle: null });
    expectError(bobsKeyNoHandle, 400, "PASSKEY_INVALID");
    expectRefusedFor(/signature/);
    // Alice's genuine assertion, with Bob's user handle swapped in.
    const bobHandle = userHandleOf(bob.member.id);
    expectError(await signInWithPasskey(alice.authenticator, { userHandle: bobHandle }), 400, "PASSKEY_INVALID");
    expectRefusedFor(/user handle/);
    // Without a user handle the credential alone decides: Alice.
    const result = await signInWithPasskey(alice.authenticator, { userHandle: null });
    const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(result) });
    expect(session.body.data.id).toBe(alice.member.id);
  });

  it("refuses a counter that goes backwards (or stands still), and logs it as a possible clone", async () => {
    const { member, authenticator, passkey } = await memberWithPasskey();
    expect((await signInWithPasskey(authenticator)).status).toBe(200); // counter 1
    expect((await signInWithPasskey(authenticator)).status).toBe(200); // counter 2
    expectError(await signInWithPasskey(authenticator, { counter: 1 }), 400, "PASSKEY_INVALID");
    expectError(await signInWithPasskey(authenticator, { counter: 2 }), 400, "PASSKEY_INVALID");
    expectError(await signInWithPasskey(authenticator, { counter: 0 }), 400, "PASSKEY_INVALID");
    expect(warn).toHaveBeenCalledWith("passkey counter went backwards: possibly a cloned authenticator", {
      passkeyId: passkey.id,
      userId: member.id,
      stored: 2,
      received: 1,
    });
    expect(await storedPasskey(passkey.id)).toMatchObject({ counter: 2 });
    expect((await signInWithPasskey(authenticator, { counter: 7 })).status).toBe(200);
  });

  it("does not take a forged assertion's counter for a clone: the signature is checked first", async () => {
    const { authenticator } = await memberWithPasskey();
    const forger = await memberWithPasskey();
    expect((await signInWithPasskey(authenticator)).status).toBe(200);
    expectError(
      await signInWithPasskey(forger.authenticator, { credentialId: authenticator.credentialId, counter: 0, userHandle: null }),
      400,
      "PASSKEY_INVALID",
    );
    expectRefusedFor(/signature/);
    expect(warn).not.toHaveBeenCalledWith("passkey counter went backwards: possibly a cloned authenticator", expect.anything());
  });

  it("stops a removed passkey at once", async () => {
    const { member, authenticator, passkey } = await memberWithPasskey();
    const ceremony = await signInOptions();
    const assertion = await authenticator.signIn(ceremony.options);
    await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: member.cookie });
    const result = await verifySignIn(ceremony, assertion);
    expectError(result, 401, "PASSKEY_UNKNOWN");
    expect(result.setCookie).toBeNull();
  });

  it("stops every passkey of a deleted account, whose passkeys are deleted with it", async () => {
    const { member, authenticator } = await memberWithPasskey();
    await addPasskey(member, new SoftwareAuthenticator("RS256"));
    const deleted = await call("DELETE", `/api/users/${member.id}`, { cookie: member.cookie, body: { currentPassword: member.password } });
    expect(deleted.status).toBe(200);
    expectError(await signInWithPasskey(authenticator), 401, "PASSKEY_UNKNOWN");
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM passkeys WHERE user_id = ?").bind(member.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("refuses an unknown passkey", async () => {
    const stranger = new SoftwareAuthenticator();
    const ceremony = await signInOptions();
    await stranger.register({ challenge: ceremony.options.challenge, rp: { id: "chapter.test" }, user: { id: "c29tZW9uZQ" } });
    expectError(await verifySignIn(ceremony, await stranger.signIn(ceremony.options)), 401, "PASSKEY_UNKNOWN");
  });

  it("throttles a credential after 10 failures in 15 minutes, even a genuine assertion, then lets it try again", async () => {
    const clock = useTestClock();
    const { authenticator } = await memberWithPasskey();
    for (let i = 0; i < 10; i += 1) {
      expectError(await signInWithPasskey(authenticator, { origin: "https://evil.example" }), 400, "PASSKEY_INVALID");
    }
    const blocked = await signInWithPasskey(authenticator);
    expectError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers.get("Retry-After"))).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    expect((await signInWithPasskey(authenticator)).status).toBe(200);
  });

  it("throttles unknown credentials the same way", async () => {
    const stranger = new SoftwareAuthenticator();
    await stranger.register({ challenge: "AAAA", rp: { id: "chapter.test" }, user: { id: "c29tZW9uZQ" } });
    for (let i = 0; i < 10; i += 1) expectError(await signInWithPasskey(stranger), 401, "PASSKEY_UNKNOWN");
    expectError(await signInWithPasskey(stranger), 429, "RATE_LIMITED");
  });

  it("keeps passkey and password failures apart: guessing the password does not lock the passkey out", async () => {
    const { member, authenticator } = await memberWithPasskey();
    for (let i = 0; i < 10; i += 1) await login(member.username, `wrong ${i}`);
    expectError(await login(member.username, member.password), 429, "RATE_LIMITED");
    expect((await signInWithPasskey(authenticator)).status).toBe(200);
  });

  it("puts both sign-in endpoints behind the per-IP brake", async () => {
    const keys: string[] = [];
    const IP_LIMITER = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: false };
      },
    } as unknown as RateLimit;
    const headers = { "CF-Connecting-IP": "198.51.100.23" };
    expectError(await callWithEnv({ IP_LIMITER }, "POST", "/api/auth/passkeys/login/options", { headers }), 429, "RATE_LIMITED");
    expectError(await callWithEnv({ IP_LIMITER }, "POST", "/api/auth/passkeys/login/verify", { headers, body: { response: {} } }), 429, "RATE_LIMITED");
    expect(keys).toEqual(["ip:198.51.100.23", "ip:198.51.100.23"]);
  });

  it("answers malformed bodies with VALIDATION_ERROR, never a 500", async () => {
    const ceremony = await signInOptions();
    for (const response of [undefined, null, "x", {}, { id: "a", rawId: "a", type: "public-key", response: {} }]) {
      const result = await call("POST", "/api/auth/passkeys/login/verify", { cookie: ceremony.browser, body: { response } });
      expectError(result, 400, "VALIDATION_ERROR");
    }
    // Well-formed but meaningless bytes.
    const { authenticator } = await memberWithPasskey();
    const assertion = await authenticator.signIn(ceremony.options);
    const garbled = { ...assertion, response: { ...assertion.response, authenticatorData: "AAAA", signature: "" } };
    expectError(await verifySignIn(ceremony, garbled), 400, "PASSKEY_INVALID");
  });
});
