import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { isConfiguredAdmin, maskedAddress, withAdminRole } from "../../worker/services/configured-admins";
import { call, callWithEnv, cookieJar, sessionCookie } from "./support/api";
import { codeFrom, lastMail } from "./support/outbox";
import { newIdentity, registerMember } from "./support/members";
import { useTestClock } from "./support/clock";

/**
 * ADMIN_EMAILS: a new chapter's first admin without a terminal. An account becomes admin when it
 * verifies a listed address (sign-up or change of address), or at its next sign-in if it had —
 * once per address (decision 105): afterwards the roles are the admins' to change.
 */

const storedRoles = (id: string) => env.DB.prepare("SELECT roles FROM users WHERE id = ?").bind(id).first<string>("roles");
const sessionRoles = async (cookie: string) => (await call("GET", "/api/auth/session", { cookie })).body.data.roles as string[];

describe("ADMIN_EMAILS", () => {
  it("reads a comma-separated list in any case, and an empty list or entry names nobody", () => {
    const env = { ADMIN_EMAILS: " Chair@Example.edu, ,webmaster@example.edu " };
    expect(isConfiguredAdmin(env, "chair@example.edu")).toBe(true);
    expect(isConfiguredAdmin(env, "WEBMASTER@example.edu")).toBe(true);
    expect(isConfiguredAdmin(env, "someone@example.edu")).toBe(false);
    expect(isConfiguredAdmin(env, "")).toBe(false);
    expect(isConfiguredAdmin({ ADMIN_EMAILS: "" }, "")).toBe(false);
    expect(isConfiguredAdmin({}, "chair@example.edu")).toBe(false);
    expect(withAdminRole("member")).toBe("admin,member");
    expect(withAdminRole("admin,member")).toBe("admin,member");
    expect(withAdminRole("member,officer")).toBe("admin,member,officer");
    expect(maskedAddress("chair@example.edu")).toBe("c***@example.edu");
    expect(maskedAddress("not-an-address")).toBe("***");
  });

  it("makes a sign-up admin when it verifies a listed address, and leaves every other sign-up a member", async () => {
    const chair = newIdentity("chair");
    const other = newIdentity("other");
    const configured = { ADMIN_EMAILS: `someone-else@example.edu, ${chair.email.toUpperCase()}` };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    for (const identity of [chair, other]) {
      const started = await callWithEnv(configured, "POST", "/api/auth/signup", { body: identity });
      expect(started.status).toBe(200);
      const verified = await callWithEnv(configured, "POST", "/api/auth/verify-code", {
        body: { email: identity.email, code: codeFrom(await lastMail(identity.email)) },
        cookie: cookieJar(started),
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(201);
      const roles = await sessionRoles(sessionCookie(verified));
      if (identity === chair) expect(roles).toEqual(expect.arrayContaining(["admin", "member"]));
      else expect(roles).toEqual(["member"]);
    }
    log.mockRestore();
  });

  it("makes an existing member admin at their next sign-in, and only while the address is listed", async () => {
    const member = await registerMember(newIdentity("treasurer"));
    const plain = await call("POST", "/api/auth/login", { body: { username: member.username, password: member.password } });
    expect(plain.status).toBe(200);
    expect(await storedRoles(member.id)).toBe("member");

    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const signedIn = await callWithEnv({ ADMIN_EMAILS: member.email }, "POST", "/api/auth/login", {
      body: { username: member.username, password: member.password },
    });
    expect(signedIn.status).toBe(200);
    expect(await storedRoles(member.id)).toBe("admin,member");
    expect(await sessionRoles(sessionCookie(signedIn))).toEqual(expect.arrayContaining(["admin"]));
    const logged = log.mock.calls.flat().join(" ");
    expect(logged).toContain(`${maskedAddress(member.email)} holds admin now`);
    // The log never carries the whole address.
    expect(logged).not.toContain(member.email);
    expect(logged).not.toContain(member.email.split("@")[0]);
    log.mockRestore();

    // A wrong password grants nothing.
    const stranger = await registerMember(newIdentity("stranger"));
    const refused = await callWithEnv({ ADMIN_EMAILS: stranger.email }, "POST", "/api/auth/login", {
      body: { username: stranger.username, password: "not the password" },
    });
    expect(refused.status).toBe(401);
    expect(await storedRoles(stranger.id)).toBe("member");
  });

  it("makes a member admin when they verify a listed address as their new one, not when they only ask for it", async () => {
    const member = await registerMember(newIdentity("incoming"));
    const target = newIdentity("president").email;
    const configured = { ADMIN_EMAILS: target };
    const started = await callWithEnv(configured, "POST", "/api/auth/email-change", { cookie: member.cookie, body: { newEmail: target } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await storedRoles(member.id)).toBe("member");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const confirmed = await callWithEnv(configured, "POST", "/api/auth/email-change/confirm", {
      cookie: member.cookie,
      body: { code: codeFrom(await lastMail(target)) },
    });
    log.mockRestore();
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await storedRoles(member.id)).toBe("admin,member");
  });

  it("grants once per address: an account an admin demoted stays demoted at its next sign-ins, and a new account at that address too", async () => {
    const clock = useTestClock();
    const chair = newIdentity("demoted");
    const configured = { ADMIN_EMAILS: chair.email };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const started = await callWithEnv(configured, "POST", "/api/auth/signup", { body: chair });
    const verified = await callWithEnv(configured, "POST", "/api/auth/verify-code", {
      body: { email: chair.email, code: codeFrom(await lastMail(chair.email)) },
      cookie: cookieJar(started),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    const chairId = verified.body.data.userId as string;
    expect(await storedRoles(chairId)).toBe("admin,member");
    expect(log.mock.calls.flat().join(" ")).toContain(`${maskedAddress(chair.email)} holds admin now`);
    log.mockClear();

    // Another admin takes admin away under Members.
    const other = await registerMember(newIdentity("otheradmin"), "admin,member");
    const demoted = await call("PATCH", `/api/users/${chairId}`, { body: { id: chairId, roles: ["member"] }, cookie: other.cookie });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect(await storedRoles(chairId)).toBe("member");

    // Signing in again, by password, with the address still listed: still a member.
    for (const login of [chair.username, chair.email]) {
      const signedIn = await callWithEnv(configured, "POST", "/api/auth/login", { body: { username: login, password: chair.password } });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(await storedRoles(chairId)).toBe("member");
      expect(await sessionRoles(sessionCookie(signedIn))).toEqual(["member"]);
    }
    expect(log.mock.calls.flat().join(" ")).not.toContain("holds admin now");

    // The account goes; a new sign-up at the same address is not granted again.
    const gone = await call("DELETE", `/api/users/${chairId}`, { cookie: other.cookie });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    clock.advance(61_000); // past the address's one mail a minute
    const again = { ...newIdentity("demoted"), email: chair.email };
    const restarted = await callWithEnv(configured, "POST", "/api/auth/signup", { body: again });
    expect(restarted.status, JSON.stringify(restarted.body)).toBe(200);
    const reverified = await callWithEnv(configured, "POST", "/api/auth/verify-code", {
      body: { email: chair.email, code: codeFrom(await lastMail(chair.email)) },
      cookie: cookieJar(restarted),
    });
    expect(reverified.status, JSON.stringify(reverified.body)).toBe(201);
    expect(await sessionRoles(sessionCookie(reverified))).toEqual(["member"]);
    log.mockRestore();
  });

  it("records the grant of an account that was admin before grants were recorded, so a later demotion sticks", async () => {
    const admin = await registerMember(newIdentity("earlyadmin"), "admin,member");
    const configured = { ADMIN_EMAILS: admin.email };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect((await callWithEnv(configured, "POST", "/api/auth/login", { body: { username: admin.username, password: admin.password } })).status).toBe(200);
    // Already admin: nothing to announce.
    expect(log.mock.calls.flat().join(" ")).not.toContain("holds admin now");
    log.mockRestore();
    await env.DB.prepare("UPDATE users SET roles = 'member' WHERE id = ?").bind(admin.id).run();
    expect((await callWithEnv(configured, "POST", "/api/auth/login", { body: { username: admin.username, password: admin.password } })).status).toBe(200);
    expect(await storedRoles(admin.id)).toBe("member");
  });
});
