import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { OFFICER_INVITATION_DAYS } from "../../src/shared/officers";
import { DAY } from "../../worker/lib/clock";
import { sha256Hex } from "../../worker/lib/crypto";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { eventBody } from "./support/events";
import { newIdentity, registerAdmin, registerMember, signUpAndVerify } from "./support/members";
import { lastMail } from "./support/outbox";

/**
 * The officers' page (issue 35, decision 135): admins list officers, give and remove the role, and
 * invite an address by e-mail; the invitee becomes officer on verifying that address — at sign-up,
 * or following the link signed in with it. The link's secret is stored hashed, works once and expires.
 */

/** The secret in the newest invitation mailed to `email` (the link's fragment). */
async function invitationToken(email: string): Promise<string> {
  const mail = await lastMail(email);
  const match = /\/officer-invitation#token=([\w-]+)/.exec(mail?.text ?? "");
  expect(match, `expected an invitation link in: ${mail?.text}`).toBeTruthy();
  return match![1]!;
}

async function invite(adminCookie: string, email: string) {
  const result = await call("POST", "/api/officers/invitations", { body: { email }, cookie: adminCookie });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: string; email: string; expiresAt: string };
}

const accept = (cookie: string, token: string) => call("POST", "/api/officers/invitations/accept", { body: { token }, cookie });
const canRunEvents = async (cookie: string) => (await call("POST", "/api/events", { body: eventBody(), cookie })).status === 201;

describe("the officers' page", () => {
  it("lists the officers and admins, and gives and removes the role; an admin's role stays with the Members page", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const given = await call("PUT", `/api/officers/${member.id}`, { cookie: admin.cookie });
    expect(given.status).toBe(200);
    expect(given.body.data.roles).toBe("member,officer");
    expect(await canRunEvents(member.cookie)).toBe(true);

    const list = await call("GET", "/api/officers", { cookie: admin.cookie });
    const officers = list.body.data.officers as { id: string; isAdmin: boolean }[];
    expect(officers.find((officer) => officer.id === member.id)).toMatchObject({ isAdmin: false });
    expect(officers.find((officer) => officer.id === admin.id)).toMatchObject({ isAdmin: true });

    const removed = await call("DELETE", `/api/officers/${member.id}`, { cookie: admin.cookie });
    expect(removed.body.data.roles).toBe("member");
    expect(await canRunEvents(member.cookie)).toBe(false);
    expect(((await call("GET", "/api/officers", { cookie: admin.cookie })).body.data.officers as { id: string }[]).map((o) => o.id)).not.toContain(member.id);

    expectError(await call("DELETE", `/api/officers/${admin.id}`, { cookie: admin.cookie }), 403, "FORBIDDEN");
    expectError(await call("PUT", `/api/officers/${crypto.randomUUID()}`, { cookie: admin.cookie }), 404, "NOT_FOUND");
    const recruiter = await registerMember(newIdentity("recruiter"), "sponsor");
    expectError(await call("PUT", `/api/officers/${recruiter.id}`, { cookie: admin.cookie }), 403, "FORBIDDEN");
  });

  it("is for admins only: officers and members are refused every call, visitors are asked to sign in", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const officer = await registerMember(newIdentity("officer"), "member,officer");
    const invitation = await invite(admin.cookie, newIdentity("invitee").email);
    for (const someone of [member, officer]) {
      expectError(await call("GET", "/api/officers", { cookie: someone.cookie }), 403, "FORBIDDEN");
      expectError(await call("PUT", `/api/officers/${member.id}`, { cookie: someone.cookie }), 403, "FORBIDDEN");
      expectError(await call("DELETE", `/api/officers/${officer.id}`, { cookie: someone.cookie }), 403, "FORBIDDEN");
      expectError(await call("POST", "/api/officers/invitations", { body: { email: someone.email }, cookie: someone.cookie }), 403, "FORBIDDEN");
      expectError(await call("DELETE", `/api/officers/invitations/${invitation.id}`, { cookie: someone.cookie }), 403, "FORBIDDEN");
    }
    expectError(await call("GET", "/api/officers"), 401, "UNAUTHENTICATED");
    expectError(await call("POST", "/api/officers/invitations/accept", { body: { token: "x" } }), 401, "UNAUTHENTICATED");
    expect(await canRunEvents(member.cookie)).toBe(false);
  });
});

describe("an invitation to be an officer", () => {
  it("is mailed with a link whose secret is stored only hashed, and listed until it is accepted", async () => {
    const admin = await registerAdmin();
    const { email } = newIdentity("invitee");
    const invitation = await invite(admin.cookie, email);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan((OFFICER_INVITATION_DAYS - 1) * DAY);
    const token = await invitationToken(email);
    const stored = await env.DB.prepare("SELECT token_hash FROM officer_invitations WHERE id = ?").bind(invitation.id).first<{ token_hash: string }>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(await env.DB.prepare("SELECT * FROM officer_invitations WHERE id = ?").bind(invitation.id).first())).not.toContain(token);
    const pending = (await call("GET", "/api/officers", { cookie: admin.cookie })).body.data.invitations as { id: string; email: string }[];
    expect(pending).toContainEqual(expect.objectContaining({ id: invitation.id, email }));
  });

  it("makes a new member an officer when they verify the invited address at sign-up, and is then used up", async () => {
    const admin = await registerAdmin();
    const identity = newIdentity("newofficer");
    await invite(admin.cookie, identity.email);
    const token = await invitationToken(identity.email);
    const joined = await signUpAndVerify(identity);
    expect((await call("GET", "/api/auth/session", { cookie: joined.cookie })).body.data.roles).toEqual(["member", "officer"]);
    expect(await canRunEvents(joined.cookie)).toBe(true);
    const pending = (await call("GET", "/api/officers", { cookie: admin.cookie })).body.data.invitations as { email: string }[];
    expect(pending.map((p) => p.email)).not.toContain(identity.email);
    // The link, sent before, does nothing more: the role removed stays removed.
    await call("DELETE", `/api/officers/${joined.id}`, { cookie: admin.cookie });
    expectError(await accept(joined.cookie, token), 400, "INVALID_TOKEN");
    expect(await canRunEvents(joined.cookie)).toBe(false);
  });

  it("a sign-up with another address is not made an officer", async () => {
    const admin = await registerAdmin();
    await invite(admin.cookie, newIdentity("invitee").email);
    const other = await signUpAndVerify(newIdentity("other"));
    expect((await call("GET", "/api/auth/session", { cookie: other.cookie })).body.data.roles).toEqual(["member"]);
  });

  it("makes an existing member an officer when they follow the link signed in with that address, once", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const stranger = await registerMember();
    await invite(admin.cookie, member.email);
    const token = await invitationToken(member.email);

    const wrongAccount = await accept(stranger.cookie, token);
    expectError(wrongAccount, 403, "FORBIDDEN");
    expect(wrongAccount.body.error.errMsg).toContain(member.email);
    expect(await canRunEvents(stranger.cookie)).toBe(false);

    const accepted = await accept(member.cookie, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.roles).toBe("member,officer");
    expect(await canRunEvents(member.cookie)).toBe(true);

    // Single use: the same link again (even by the same member, after the role was removed) grants nothing.
    await call("DELETE", `/api/officers/${member.id}`, { cookie: admin.cookie });
    expectError(await accept(member.cookie, token), 400, "INVALID_TOKEN");
    expect(await canRunEvents(member.cookie)).toBe(false);
    expectError(await accept(member.cookie, "not-a-real-token"), 400, "INVALID_TOKEN");
  });

  it("expires: after its days the link and the sign-up grant nothing", async () => {
    const clock = useTestClock();
    const admin = await registerAdmin();
    const member = await registerMember();
    const identity = newIdentity("late");
    await invite(admin.cookie, member.email);
    const token = await invitationToken(member.email);
    await invite(admin.cookie, identity.email);
    clock.advance(OFFICER_INVITATION_DAYS * DAY + 1000);
    expectError(await accept(member.cookie, token), 410, "LINK_EXPIRED");
    expect(await canRunEvents(member.cookie)).toBe(false);
    const joined = await signUpAndVerify(identity);
    expect((await call("GET", "/api/auth/session", { cookie: joined.cookie })).body.data.roles).toEqual(["member"]);
  });

  it("sent again replaces the one before; withdrawn, its link is void; an officer's address is refused", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const first = await invite(admin.cookie, member.email);
    const firstToken = await invitationToken(member.email);
    const second = await invite(admin.cookie, member.email);
    const pending = (await call("GET", "/api/officers", { cookie: admin.cookie })).body.data.invitations as { id: string }[];
    expect(pending.map((p) => p.id)).toContain(second.id);
    expect(pending.map((p) => p.id)).not.toContain(first.id);
    expectError(await accept(member.cookie, firstToken), 400, "INVALID_TOKEN");

    const secondToken = await invitationToken(member.email);
    expect((await call("DELETE", `/api/officers/invitations/${second.id}`, { cookie: admin.cookie })).status).toBe(200);
    expectError(await accept(member.cookie, secondToken), 400, "INVALID_TOKEN");
    expectError(await call("DELETE", `/api/officers/invitations/${second.id}`, { cookie: admin.cookie }), 404, "NOT_FOUND");

    const officer = await registerMember(newIdentity("officer"), "member,officer");
    expectError(await call("POST", "/api/officers/invitations", { body: { email: officer.email }, cookie: admin.cookie }), 409, "ALREADY_OFFICER");
    expectError(await call("POST", "/api/officers/invitations", { body: { email: "not an address" }, cookie: admin.cookie }), 400, "VALIDATION_ERROR");
  });
});
