import { env } from "cloudflare:workers";
import { decodeCBORToNativeValueNoLeftoverBytes } from "@oslojs/cbor";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { userHandleOf } from "../../worker/features/passkeys/lib/webauthn";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { call, expectEnvelope, expectError } from "./support/api";
import { SoftwareAuthenticator, type Algorithm } from "./support/authenticator";
import { encodeCbor } from "./support/cbor";
import { useTestClock } from "./support/clock";
import { registerMember } from "./support/members";
import { addPasskey, CHALLENGE_TTL_MS, RECENT_SIGN_IN_MS, registrationOptions, verifyRegistration } from "./support/passkeys";
import { anInstant } from "./support/instants";

/**
 * Adding a passkey: POST /api/auth/passkeys/register/options, then
 * register/verify with what the (software) authenticator made of them.
 */

// Refusals are logged for the operators; keep the test output for failures.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

type StoredPasskey = {
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  backup_eligible: number;
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
};

async function storedPasskey(id: string) {
  return env.DB.prepare("SELECT * FROM passkeys WHERE id = ?").bind(id).first<StoredPasskey>();
}

describe("POST /api/auth/passkeys/register/options", () => {
  it("asks for a discoverable passkey for this site, attestation none, user verification preferred", async () => {
    const member = await registerMember();
    const result = await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie });
    expectEnvelope(result);
    expect(result.status).toBe(200);
    const options = result.body.data;
    expect(options.rp).toEqual({ id: "chapter.test", name: expect.any(String) });
    expect(options.user).toEqual({ id: userHandleOf(member.id), name: member.username, displayName: member.username });
    expect(options.attestation).toBe("none");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", requireResidentKey: true, userVerification: "preferred" });
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
    expect(options.excludeCredentials).toEqual([]);
    expect(options.timeout).toBe(CHALLENGE_TTL_MS);
    // 32 random bytes, never the same twice.
    expect(decodeBase64urlIgnorePadding(options.challenge)).toHaveLength(32);
    const again = await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie });
    expect(again.body.data.challenge).not.toBe(options.challenge);
  });

  it("binds the challenge to the browser with a host-only, HttpOnly, strict cookie that lasts as long as the challenge", async () => {
    const member = await registerMember();
    const result = await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie });
    const setCookie = result.headers.getSetCookie().find((c) => c.startsWith("__Host-passkey="))!;
    expect(setCookie).toMatch(/^__Host-passkey=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; Max-Age=300/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).not.toMatch(/Domain=/i);
    // The challenge itself is stored only as a hash.
    const { results } = await env.DB.prepare("SELECT * FROM passkey_challenges WHERE user_id = ?").bind(member.id).all();
    expect(results).toHaveLength(1);
    expect(JSON.stringify(results)).not.toContain(result.body.data.challenge);
  });

  it("lists the member's passkeys to exclude, so one authenticator is not added twice", async () => {
    const member = await registerMember();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(member, authenticator);
    const { options } = await registrationOptions(member);
    expect(options.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: "public-key", transports: ["internal", "hybrid"] }]);
  });

  it("needs a session", async () => {
    expectError(await call("POST", "/api/auth/passkeys/register/options"), 401, "UNAUTHENTICATED");
  });

  it("needs a sign-in at most 10 minutes old, else REAUTH_REQUIRED (403, so the SPA does not sign the member out)", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(RECENT_SIGN_IN_MS);
    expect((await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie })).status).toBe(200);
    clock.advance(1);
    const stale = await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie });
    expectError(stale, 403, "REAUTH_REQUIRED");
    expect(stale.cookies).toEqual([]);
  });

  it("refuses a 21st passkey", async () => {
    const member = await registerMember();
    const at = Date.now();
    await env.DB.batch(
      Array.from({ length: 19 }, (_, i) =>
        env.DB.prepare("INSERT INTO passkeys (id, user_id, credential_id, public_key, name, created_at) VALUES (?, ?, ?, 'x', 'old', ?)").bind(
          crypto.randomUUID(),
          member.id,
          `cred-${member.id}-${i}`,
          at,
        ),
      ),
    );
    await addPasskey(member, new SoftwareAuthenticator());
    expectError(await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie }), 409, "TOO_MANY_PASSKEYS");
  });
});

describe("POST /api/auth/passkeys/register/verify", () => {
  for (const algorithm of ["ES256", "RS256", "EdDSA"] as Algorithm[]) {
    it(`stores an ${algorithm} passkey with its key, counter, transports and backup flags`, async () => {
      const member = await registerMember();
      const authenticator = new SoftwareAuthenticator(algorithm);
      const ceremony = await registrationOptions(member);
      const response = await authenticator.register(ceremony.options);
      const result = await verifyRegistration(member, ceremony, { response, name: "  Pixel 8  " });
      expectEnvelope(result);
      expect(result.status).toBe(201);
      expect(result.body.data).toEqual({
        id: expect.any(String),
        name: "Pixel 8",
        createdAt: anInstant(),
        lastUsedAt: null,
        backupEligible: false,
        backedUp: false,
      });
      expect(JSON.stringify(result.body)).not.toContain(authenticator.credentialId);
      const row = (await storedPasskey(result.body.data.id))!;
      expect(row).toMatchObject({ user_id: member.id, credential_id: authenticator.credentialId, counter: 0, transports: "internal,hybrid" });
      // The COSE key the authenticator made, byte for byte.
      const { authData } = decodeCBORToNativeValueNoLeftoverBytes(decodeBase64urlIgnorePadding(response.response.attestationObject), 4) as {
        authData: Uint8Array;
      };
      expect(decodeBase64urlIgnorePadding(row.public_key)).toEqual(authData.slice(55 + 32));
    });
  }

  it("keeps the backup flags of a synced passkey, and names it 'Passkey' when the member gave no name", async () => {
    const member = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator("ES256", { synced: true }));
    expect(passkey).toMatchObject({ name: "Passkey", backupEligible: true, backedUp: true });
  });

  it("accepts a self attestation (packed, no certificate), which browsers may leave in place", async () => {
    const member = await registerMember();
    expect(await addPasskey(member, new SoftwareAuthenticator("ES256"), { attestation: "packed-self" })).toMatchObject({ name: "Passkey" });
  });

  for (const attestation of ["packed-x5c", "fido-u2f"] as const) {
    it(`refuses a certificate attestation (${attestation}), which we never ask for`, async () => {
      const member = await registerMember();
      const ceremony = await registrationOptions(member);
      const response = await new SoftwareAuthenticator().register(ceremony.options, { attestation });
      expectError(await verifyRegistration(member, ceremony, { response }), 400, "PASSKEY_INVALID");
    });
  }

  it("refuses an answer made for another origin", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options, { origin: "https://chapter.test.evil.example" });
    expectError(await verifyRegistration(member, ceremony, { response }), 400, "PASSKEY_INVALID");
  });

  it("refuses an answer made for another RP ID", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options, { rpId: "evil.example" });
    expectError(await verifyRegistration(member, ceremony, { response }), 400, "PASSKEY_INVALID");
  });

  it("refuses an answer to another challenge, or a sign-in answer", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const other = await new SoftwareAuthenticator().register(ceremony.options, { challenge: encodeBase64urlNoPadding(new Uint8Array(32)) });
    expectError(await verifyRegistration(member, ceremony, { response: other }), 400, "PASSKEY_INVALID");
    const next = await registrationOptions(member);
    const wrongType = await new SoftwareAuthenticator().register(next.options, { type: "webauthn.get" });
    expectError(await verifyRegistration(member, next, { response: wrongType }), 400, "PASSKEY_INVALID");
  });

  it("uses each challenge once: a replayed answer is refused", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options);
    expect((await verifyRegistration(member, ceremony, { response })).status).toBe(201);
    expectError(await verifyRegistration(member, ceremony, { response }), 400, "PASSKEY_CHALLENGE_INVALID");
  });

  it("spends the challenge even when the answer fails, so a second try needs new options", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const authenticator = new SoftwareAuthenticator();
    const bad = await authenticator.register(ceremony.options, { origin: "https://evil.example" });
    expectError(await verifyRegistration(member, ceremony, { response: bad }), 400, "PASSKEY_INVALID");
    const good = await authenticator.register(ceremony.options);
    expectError(await verifyRegistration(member, ceremony, { response: good }), 400, "PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses a challenge older than 5 minutes", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options);
    clock.advance(CHALLENGE_TTL_MS);
    expectError(await verifyRegistration(member, ceremony, { response }), 400, "PASSKEY_CHALLENGE_INVALID");
  });

  it("accepts the challenge only from the browser that asked for it, for the member it was issued to", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options);
    // No passkey cookie, or another browser's.
    expectError(await verifyRegistration(member, { ...ceremony, browser: "" }, { response }), 400, "PASSKEY_CHALLENGE_INVALID");
    const elsewhere = await registrationOptions(member);
    expectError(await verifyRegistration(member, { ...ceremony, browser: elsewhere.browser }, { response }), 400, "PASSKEY_INVALID");
    // The same browser signed in as someone else.
    const other = await registerMember();
    const fresh = await registrationOptions(member);
    const answer = await new SoftwareAuthenticator().register(fresh.options);
    expectError(await verifyRegistration(other, fresh, { response: answer }), 400, "PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses a credential that another member has registered", async () => {
    const first = await registerMember();
    const second = await registerMember();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(first, authenticator);
    const ceremony = await registrationOptions(second);
    const response = await authenticator.register(ceremony.options, { sameCredential: true });
    expectError(await verifyRegistration(second, ceremony, { response }), 409, "PASSKEY_ALREADY_REGISTERED");
  });

  it("checks the name and the answer's shape before anything else", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options);
    const long = await verifyRegistration(member, ceremony, { response, name: "x".repeat(51) });
    expectError(long, 400, "VALIDATION_ERROR");
    expect(long.body.error.errMsg).toBe("The name must be at most 50 characters long.");
    expectError(await verifyRegistration(member, ceremony, { response, name: "   " }), 400, "VALIDATION_ERROR");
    expectError(await verifyRegistration(member, ceremony, { response: { ...response, type: "password" } }), 400, "VALIDATION_ERROR");
    expectError(await verifyRegistration(member, ceremony, { response: { ...response, id: "not base64url!" } }), 400, "VALIDATION_ERROR");
    // None of those spent the challenge.
    expect((await verifyRegistration(member, ceremony, { response })).status).toBe(201);
  });

  it("turns an undecodable attestation into PASSKEY_INVALID, never a 500", async () => {
    const member = await registerMember();
    for (const attestationObject of ["", "AAAA", encodeBase64urlNoPadding(encodeCbor(new Map([["fmt", "none"]])))]) {
      const ceremony = await registrationOptions(member);
      const response = await new SoftwareAuthenticator().register(ceremony.options);
      const broken = { ...response, response: { ...response.response, attestationObject } };
      expectError(await verifyRegistration(member, ceremony, { response: broken }), 400, "PASSKEY_INVALID");
    }
  });

  it("needs a session", async () => {
    const member = await registerMember();
    const ceremony = await registrationOptions(member);
    const response = await new SoftwareAuthenticator().register(ceremony.options);
    expectError(await verifyRegistration({ cookie: "" }, ceremony, { response }), 401, "UNAUTHENTICATED");
  });
});
