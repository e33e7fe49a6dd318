import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import { isListedPasswordKey } from "../../worker/features/auth/db/common-passwords";
import { commonPasswordKey } from "../../worker/features/auth/lib/common-passwords";
import { PWNED_RANGE_URL } from "../../worker/features/auth/lib/pwned-passwords";
import { call, callWithEnv, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { lastMail, linkFrom } from "./support/outbox";
import { newIdentity, registerAdmin, registerMember } from "./support/members";

const TOO_COMMON = "This password is too common — choose another.";

const isCommonPassword = async (password: string) => isListedPasswordKey(createDb(env.DB), await commonPasswordKey(password));

describe("the 10,000 most common passwords", () => {
  it("are in the table the migration loads, in any case; ordinary passwords are not", async () => {
    for (const common of ["password", "PASSWORD", "qwerty123", "iloveyou", "football", "123456789"]) {
      expect(await isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ["correct horse 42", "brand new pw 7", "Tq9#mZ!vLw2", crypto.randomUUID()]) {
      expect(await isCommonPassword(rare), rare).toBe(false);
    }
  });

  it("are refused at sign-up, reset, password change and by admins, with the message at the password", async () => {
    const signup = await call("POST", "/api/auth/signup", { body: { ...newIdentity(), password: "Password1" } });
    expectError(signup, 400, "PASSWORD_TOO_COMMON");
    expect(signup.body.error.errMsg).toBe(TOO_COMMON);

    const member = await registerMember();
    const change = await call("POST", "/api/auth/set-password", { cookie: member.cookie, body: { currentPassword: member.password, newPassword: "iloveyou" } });
    expectError(change, 400, "PASSWORD_TOO_COMMON");

    const clock = useTestClock();
    clock.advance(60_000);
    await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const token = linkFrom(await lastMail(member.email), "/reset-password").searchParams.get("token")!;
    expectError(await call("POST", "/api/auth/reset-password", { body: { token, password: "football" } }), 400, "PASSWORD_TOO_COMMON");
    // The refused attempt did not spend the link.
    expect((await call("POST", "/api/auth/reset-password", { body: { token, password: "brand new pw 7" } })).status).toBe(200);

    const admin = await registerAdmin();
    expectError(await call("POST", "/api/users", { cookie: admin.cookie, body: { ...newIdentity(), password: "qwerty123" } }), 400, "PASSWORD_TOO_COMMON");
    expectError(
      await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, password: "sunshine" } }),
      400,
      "PASSWORD_TOO_COMMON",
    );
  });
});

describe("breached passwords (Have I Been Pwned), when PASSWORD_BREACH_CHECK is on", () => {
  const on = { PASSWORD_BREACH_CHECK: "pwned" };

  async function sha1(text: string) {
    const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
    return [...new Uint8Array(digest)]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase();
  }

  it("sends only the hash's first 5 hex digits and refuses a password the range lists", async () => {
    const password = "a breached passphrase 9";
    const hash = await sha1(password);
    const range = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(`0000000000000000000000000000000000A:0\r\n${hash.slice(5)}:42\r\n`));
    const result = await callWithEnv(on, "POST", "/api/auth/signup", { body: { ...newIdentity(), password } });
    expectError(result, 400, "PASSWORD_TOO_COMMON");
    expect(result.body.error.errMsg).toMatch(/breaches/);
    expect(String(range.mock.calls[0]![0])).toBe(`${PWNED_RANGE_URL}${hash.slice(0, 5)}`);
    expect(JSON.stringify(range.mock.calls)).not.toContain(hash.slice(5));
  });

  it("accepts a password the range does not list, and fails open when the API cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("0000000000000000000000000000000000A:3\r\n"));
    expect((await callWithEnv(on, "POST", "/api/auth/signup", { body: newIdentity() })).status).toBe(200);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    expect((await callWithEnv(on, "POST", "/api/auth/signup", { body: newIdentity() })).status).toBe(200);
  });

  it("is never asked when off (local work and tests)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect((await call("POST", "/api/auth/signup", { body: newIdentity() })).status).toBe(200);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
