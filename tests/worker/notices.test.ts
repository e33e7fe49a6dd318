import { describe, expect, it } from "vitest";
import { call } from "./support/api";
import { useTestClock } from "./support/clock";
import { lastMail, linkFrom, mailCount } from "./support/outbox";
import { newIdentity, registerAdmin, registerMember } from "./support/members";

/** A member hears of every change to how their account is reached or entered. */

describe("security notices by e-mail", () => {
  it("after changing one's password", async () => {
    const member = await registerMember();
    const before = await mailCount(member.email);
    const result = await call("POST", "/api/auth/set-password", {
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: "brand new pw 7" },
    });
    expect(result.status).toBe(200);
    expect(await mailCount(member.email)).toBe(before + 1);
    const mail = await lastMail(member.email);
    expect(mail?.subject).toMatch(/password was changed/i);
    expect(mail?.text).toMatch(/forgot password/i);
  });

  it("after a reset", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(60_000);
    await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const token = linkFrom(await lastMail(member.email), "/reset-password").searchParams.get("token")!;
    expect((await call("POST", "/api/auth/reset-password", { body: { token, password: "brand new pw 7" } })).status).toBe(200);
    const mail = await lastMail(member.email);
    expect(mail?.subject).toMatch(/password was changed/i);
    expect(mail?.text).toMatch(/reset/);
  });

  it("after an admin sets the password", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const result = await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, password: "set by admin 7" } });
    expect(result.status).toBe(200);
    const mail = await lastMail(member.email);
    expect(mail?.subject).toMatch(/password was changed/i);
    expect(mail?.text).toMatch(/an admin/i);
  });

  it("after an e-mail change: at the old address and at the new one", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const newEmail = newIdentity("moved").email;
    const result = await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, email: newEmail } });
    expect(result.status).toBe(200);
    for (const address of [member.email, newEmail]) {
      const mail = await lastMail(address);
      expect(mail?.subject).toMatch(/e-mail address was changed/i);
      expect(mail?.text).toContain(member.email);
      expect(mail?.text).toContain(newEmail);
    }
  });

  it("an e-mail change voids reset links sent to the old address", async () => {
    const clock = useTestClock();
    const admin = await registerAdmin();
    const member = await registerMember();
    clock.advance(60_000);
    await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const token = linkFrom(await lastMail(member.email), "/reset-password").searchParams.get("token")!;
    await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, email: newIdentity("moved").email } });
    const reset = await call("POST", "/api/auth/reset-password", { body: { token, password: "taken over 7" } });
    expect(reset.status).toBe(400);
  });
});
