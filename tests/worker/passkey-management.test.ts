import { describe, expect, it } from "vitest";
import { call, expectEnvelope, expectError } from "./support/api";
import { SoftwareAuthenticator } from "./support/authenticator";
import { useTestClock } from "./support/clock";
import { registerAdmin, registerMember } from "./support/members";
import { addPasskey, signInWithPasskey } from "./support/passkeys";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";

/** The member's list of passkeys: GET, PATCH (rename) and DELETE under /api/auth/passkeys. */

describe("GET /api/auth/passkeys", () => {
  it("lists the member's own passkeys, oldest first, with when each was added and last used", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const other = await registerMember();
    const laptop = new SoftwareAuthenticator("ES256");
    const first = await addPasskey(member, laptop, { name: "MacBook" });
    clock.advance(60_000);
    const second = await addPasskey(member, new SoftwareAuthenticator("RS256", { synced: true }), { name: "Pixel 8" });
    await addPasskey(other, new SoftwareAuthenticator());
    clock.advance(60_000);
    await signInWithPasskey(laptop);

    const result = await call("GET", "/api/auth/passkeys", { cookie: member.cookie });
    expectEnvelope(result);
    expect(result.body.data).toEqual([
      { id: first.id, name: "MacBook", createdAt: first.createdAt, lastUsedAt: formatUtcInstant(clock.now()), backupEligible: false, backedUp: false },
      {
        id: second.id,
        name: "Pixel 8",
        createdAt: formatUtcInstant(Date.parse(first.createdAt) + 60_000),
        lastUsedAt: null,
        backupEligible: true,
        backedUp: true,
      },
    ]);
    // Never the key or the credential id.
    expect(JSON.stringify(result.body)).not.toContain(laptop.credentialId);
  });

  it("is empty for a member without passkeys, and needs a session", async () => {
    const member = await registerMember();
    expect((await call("GET", "/api/auth/passkeys", { cookie: member.cookie })).body.data).toEqual([]);
    expectError(await call("GET", "/api/auth/passkeys"), 401, "UNAUTHENTICATED");
  });

  it("shows an admin another member's passkeys (?userId=), and nobody else", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const other = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    const seen = await call("GET", `/api/auth/passkeys?userId=${member.id}`, { cookie: admin.cookie });
    expect(seen.body.data.map((p: { id: string }) => p.id)).toEqual([passkey.id]);
    expectError(await call("GET", `/api/auth/passkeys?userId=${member.id}`, { cookie: other.cookie }), 403, "FORBIDDEN");
    expect((await call("GET", `/api/auth/passkeys?userId=${member.id}`, { cookie: member.cookie })).status).toBe(200);
  });
});

describe("PATCH /api/auth/passkeys/{id}", () => {
  it("renames the member's passkey", async () => {
    const member = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    const result = await call("PATCH", `/api/auth/passkeys/${passkey.id}`, { cookie: member.cookie, body: { name: " Work laptop " } });
    expectEnvelope(result);
    expect(result.body).toMatchObject({ data: { id: passkey.id, name: "Work laptop" }, message: "Passkey renamed." });
    const list = await call("GET", "/api/auth/passkeys", { cookie: member.cookie });
    expect(list.body.data[0].name).toBe("Work laptop");
  });

  it("checks the name", async () => {
    const member = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    const path = `/api/auth/passkeys/${passkey.id}`;
    const empty = await call("PATCH", path, { cookie: member.cookie, body: { name: "  " } });
    expectError(empty, 400, "VALIDATION_ERROR");
    expect(empty.body.error.errMsg).toBe("Give the passkey a name.");
    expectError(await call("PATCH", path, { cookie: member.cookie, body: { name: "x".repeat(51) } }), 400, "VALIDATION_ERROR");
    expectError(await call("PATCH", path, { cookie: member.cookie, body: {} }), 400, "VALIDATION_ERROR");
  });

  it("answers 404 for another member's passkey (even to an admin) and for an unknown id", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const other = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    const body = { name: "Mine now" };
    expectError(await call("PATCH", `/api/auth/passkeys/${passkey.id}`, { cookie: other.cookie, body }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/auth/passkeys/${passkey.id}`, { cookie: admin.cookie, body }), 404, "NOT_FOUND");
    expectError(await call("PATCH", "/api/auth/passkeys/nope", { cookie: member.cookie, body }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/auth/passkeys/${passkey.id}`, { body }), 401, "UNAUTHENTICATED");
  });
});

describe("DELETE /api/auth/passkeys/{id}", () => {
  it("removes the member's passkey", async () => {
    const member = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    const result = await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: member.cookie });
    expectEnvelope(result);
    expect(result.body).toEqual({ data: { id: passkey.id }, message: "Passkey removed." });
    expect((await call("GET", "/api/auth/passkeys", { cookie: member.cookie })).body.data).toEqual([]);
    expectError(await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: member.cookie }), 404, "NOT_FOUND");
  });

  it("lets an admin remove any member's passkey, and nobody else", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const other = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    expectError(await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: other.cookie }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/auth/passkeys/${passkey.id}`), 401, "UNAUTHENTICATED");
    expect((await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await call("GET", "/api/auth/passkeys", { cookie: member.cookie })).body.data).toEqual([]);
  });

  it("keeps the sessions the passkey started (sign out everywhere ends those)", async () => {
    const member = await registerMember();
    const authenticator = new SoftwareAuthenticator();
    const passkey = await addPasskey(member, authenticator);
    const signedIn = await signInWithPasskey(authenticator);
    const cookie = signedIn.setCookie!.split(";")[0]!;
    await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: member.cookie });
    expect((await call("GET", "/api/auth/session", { cookie })).status).toBe(200);
    await call("POST", "/api/auth/logout-all", { cookie: member.cookie });
    expectError(await call("GET", "/api/auth/session", { cookie }), 401, "UNAUTHENTICATED");
  });
});
