import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { isConfiguredAdmin, rolesFor } from "../../worker/services/configured-admins";
import { call, callWithEnv, cookieJar, sessionCookie } from "./support/api";
import { codeFrom, lastMail } from "./support/outbox";
import { newIdentity, registerMember } from "./support/members";

/**
 * ADMIN_EMAILS: a new chapter's first admin without a terminal. An account becomes admin when it
 * verifies a listed address (sign-up or change of address), or at its next sign-in if it had.
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
    expect(rolesFor(env, "chair@example.edu", "member")).toBe("admin,member");
    expect(rolesFor(env, "chair@example.edu", "admin,member")).toBe("admin,member");
    expect(rolesFor(env, "someone@example.edu", "member,officer")).toBe("member,officer");
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
    expect(log.mock.calls.flat().join(" ")).toContain(`${member.email} holds admin now`);
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
});
