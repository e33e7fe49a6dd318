import { describe, expect, it } from "vitest";
import { call, expectError, sessionCookie } from "./support/api";
import { SoftwareAuthenticator } from "./support/authenticator";
import { useTestClock } from "./support/clock";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { lastMail, linkFrom, mailsTo } from "./support/outbox";
import { addPasskey, RECENT_SIGN_IN_MS, signInWithPasskey } from "./support/passkeys";

/**
 * A passkey signs in without the password, so someone who held the password
 * for a moment could add one and keep the account. The owner hears of every
 * passkey added or removed, removing one needs a recent sign-in as adding
 * does, and a password reset removes them all
 * (docs/decisions/051-password-reset-removes-passkeys.md).
 */

const MINUTE = 60_000;
const noticesTo = async (member: Member, subject: RegExp) => (await mailsTo(member.email)).filter((mail) => subject.test(mail.subject));

/** Asks for a reset link for the member (after the mail limit's minute) and returns its token. */
async function resetToken(member: Member, clock: ReturnType<typeof useTestClock>) {
  clock.advance(MINUTE);
  expect((await call("POST", "/api/auth/forgot-password", { body: { email: member.email } })).status).toBe(200);
  return linkFrom(await lastMail(member.email), "/reset-password").searchParams.get("token")!;
}

describe("passkey notices", () => {
  it("adding a passkey mails the member its name, when, and how to undo it", async () => {
    const member = await registerMember();
    await addPasskey(member, new SoftwareAuthenticator(), { name: "Stranger's phone" });
    const [notice, ...more] = await noticesTo(member, /A passkey was added to your account/);
    expect(more).toHaveLength(0);
    expect(notice!.text).toContain("“Stranger's phone”");
    expect(notice!.text).toMatch(/was added to your account on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}/);
    // How to undo it: the Security page to remove it, a reset that removes every passkey.
    expect(linkFrom(notice, "/profile/security").hash).toBe("#passkeys");
    expect(linkFrom(notice, "/forgot-password").pathname).toBe("/forgot-password");
    expect(notice!.text).toMatch(/removes every passkey/);
    expect(notice!.html).toContain("Stranger&#39;s phone");
  });

  it("removing a passkey mails its owner, saying whether they or an admin removed it", async () => {
    const member = await registerMember();
    const admin = await registerAdmin();
    const laptop = await addPasskey(member, new SoftwareAuthenticator(), { name: "Laptop" });
    const phone = await addPasskey(member, new SoftwareAuthenticator(), { name: "Lost phone" });
    expect((await call("DELETE", `/api/auth/passkeys/${laptop.id}`, { cookie: member.cookie })).status).toBe(200);
    expect((await call("DELETE", `/api/auth/passkeys/${phone.id}`, { cookie: admin.cookie })).status).toBe(200);
    const [byAdmin, byOwner, ...more] = await noticesTo(member, /A passkey was removed from your account/);
    expect(more).toHaveLength(0);
    expect(byOwner!.text).toMatch(/^You removed the passkey “Laptop”/);
    expect(byAdmin!.text).toMatch(/^An admin removed the passkey “Lost phone”/);
    expect(byAdmin!.text).toMatch(/add a new one on your account's Security page/);
    // Nothing to the admin.
    expect(await noticesTo(admin, /passkey/i)).toHaveLength(0);
  });
});

describe("removing a passkey needs a recent sign-in", () => {
  it("answers 403 REAUTH_REQUIRED after 10 minutes, removes nothing, and works once the password is confirmed", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    clock.advance(RECENT_SIGN_IN_MS + 1);
    expectError(await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: member.cookie }), 403, "REAUTH_REQUIRED");
    expect((await call("GET", "/api/auth/passkeys", { cookie: member.cookie })).body.data).toHaveLength(1);

    const reauth = await call("POST", "/api/auth/reauth", { cookie: member.cookie, body: { password: member.password } });
    expect(reauth.status).toBe(200);
    const fresh = sessionCookie(reauth);
    expect((await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: fresh })).status).toBe(200);
    expect((await call("GET", "/api/auth/passkeys", { cookie: fresh })).body.data).toEqual([]);
  });

  it("for an admin removing a member's passkey too", async () => {
    const clock = useTestClock();
    const admin = await registerAdmin();
    const member = await registerMember();
    const passkey = await addPasskey(member, new SoftwareAuthenticator());
    clock.advance(RECENT_SIGN_IN_MS + 1);
    expectError(await call("DELETE", `/api/auth/passkeys/${passkey.id}`, { cookie: admin.cookie }), 403, "REAUTH_REQUIRED");
    expect((await call("GET", `/api/auth/passkeys?userId=${member.id}`, { cookie: admin.cookie })).body.data).toHaveLength(1);
  });
});

describe("a password reset removes the account's passkeys", () => {
  it("the thief's passkey stops signing in; the answer and the notice count them; the list is empty", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const other = await registerMember();
    const thiefs = new SoftwareAuthenticator();
    await addPasskey(member, thiefs, { name: "Thief's laptop" });
    await addPasskey(member, new SoftwareAuthenticator(), { name: "Own phone" });
    const othersPasskey = await addPasskey(other, new SoftwareAuthenticator());

    const token = await resetToken(member, clock);
    const reset = await call("POST", "/api/auth/reset-password", { body: { token, password: "owner takes it back" } });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ passkeysRemoved: 2, userId: member.id });
    expect(reset.body.data.message).toMatch(/Your 2 passkeys were removed: add one again under Profile → Security\./);

    const listed = await call("GET", "/api/auth/passkeys", { cookie: sessionCookie(reset) });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    expectError(await signInWithPasskey(thiefs), 401, "PASSKEY_UNKNOWN");
    // Another account's passkeys stay.
    expect((await call("GET", "/api/auth/passkeys", { cookie: other.cookie })).body.data.map((p: { id: string }) => p.id)).toEqual([othersPasskey.id]);

    const notice = await lastMail(member.email);
    expect(notice?.subject).toMatch(/Your password was changed/);
    expect(notice?.text).toMatch(/Its 2 passkeys were removed too\. Add one again on your account's Security page\./);
  });

  it("counts 0 without passkeys, and a refused link removes none", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const token = await resetToken(member, clock);
    const reset = await call("POST", "/api/auth/reset-password", { body: { token, password: "a new password here" } });
    expect(reset.body.data.passkeysRemoved).toBe(0);
    expect(reset.body.data.message).not.toMatch(/passkey/);

    const keeper = await registerMember();
    await addPasskey(keeper, new SoftwareAuthenticator());
    const good = await resetToken(keeper, clock);
    expectError(await call("POST", "/api/auth/reset-password", { body: { token: `${good}x`, password: "a new password here" } }), 400, "INVALID_TOKEN");
    expectError(await call("POST", "/api/auth/reset-password", { body: { token: good, password: "football" } }), 400, "PASSWORD_TOO_COMMON");
    expect((await call("GET", "/api/auth/passkeys", { cookie: keeper.cookie })).body.data).toHaveLength(1);
  });
});
