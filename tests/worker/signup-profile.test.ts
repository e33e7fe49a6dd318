import { describe, expect, it } from "vitest";
import { call, cookieJar, expectError, sessionCookie } from "./support/api";
import { useTestClock } from "./support/clock";
import { newIdentity, registerAdmin, signUp, verify } from "./support/members";
import { codeFrom, lastMail } from "./support/outbox";

/**
 * A sign-up may say who the member is — first and last name, major and
 * expected graduation — so walk-ins show by name in attendance, the CSV and
 * the leaderboard from their first event. The original sign-up (username,
 * password, e-mail only) keeps working.
 */

/** Signs up with `extra`, enters the code from the same browser; the new account as GET /api/users/{id} answers it. */
async function signUpAndVerify(extra: Record<string, unknown>) {
  const identity = newIdentity("named");
  const signup = await call("POST", "/api/auth/signup", { body: { ...identity, ...extra } });
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  const verified = await verify(identity.email, codeFrom(await lastMail(identity.email)), cookieJar(signup));
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  const id = verified.body.data.userId as string;
  const user = await call("GET", `/api/users/${id}`, { cookie: sessionCookie(verified) });
  return { id, user: user.body.data };
}

describe("POST /api/auth/signup with the member's name and studies", () => {
  it("writes the name, major and graduation term into the account the code creates", async () => {
    const { user } = await signUpAndVerify({ firstName: " Mei ", lastName: "Chen", major: "Computer   Science", graduationTerm: "Spring-2028" });
    expect(user).toMatchObject({ firstName: "Mei", lastName: "Chen", major: "Computer Science", graduationTerm: "spring-2028", degree: null });
  });

  it("without them, as the original sign-up: empty names, no major, no graduation term", async () => {
    const { user } = await signUpAndVerify({});
    expect(user).toMatchObject({ firstName: "", lastName: "", major: null, graduationTerm: null });
  });

  it("each part is optional on its own", async () => {
    const { user } = await signUpAndVerify({ firstName: "Jun", major: "Mechanical Engineering" });
    expect(user).toMatchObject({ firstName: "Jun", lastName: "", major: "Mechanical Engineering", graduationTerm: null });
  });

  it("the admins' member list shows the name at once", async () => {
    const admin = await registerAdmin();
    const { id } = await signUpAndVerify({ firstName: "Priya", lastName: "Raman" });
    const list = await call("GET", `/api/users?q=${encodeURIComponent("Raman")}`, { cookie: admin.cookie });
    expect(list.body.data.find((user: { id: string }) => user.id === id)).toMatchObject({ firstName: "Priya", lastName: "Raman" });
  });

  it("refuses what the profile refuses, at the field, and holds no sign-up", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: "Mei\r\nBcc: x@example.com" }, "firstName", "First name cannot contain line breaks or control characters."],
      [{ lastName: "x".repeat(51) }, "lastName", "Last name must be at most 50 characters long."],
      [{ major: "C" }, "major", "Major must be at least 2 characters long."],
      [{ graduationTerm: "spring-1800" }, "graduationTerm", "Graduation year must be between 1950 and 2100."],
      [{ graduationTerm: "2028" }, "graduationTerm", "Graduation term must be a season and a year, e.g. spring-2028."],
      [{ firstName: 42 }, "firstName", "First name must be text."],
    ];
    for (const [extra, field, message] of cases) {
      const identity = newIdentity();
      const result = await call("POST", "/api/auth/signup", { body: { ...identity, ...extra } });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(result.body.error.fields).toEqual({ [field]: message });
      expect(await lastMail(identity.email)).toBeUndefined();
    }
  });

  it("the browser that started the sign-up may correct the name too; another browser may not", async () => {
    const clock = useTestClock();
    const identity = newIdentity();
    const { browser } = await signUp({ ...identity, firstName: "Mie", lastName: "Chen" } as typeof identity);
    clock.advance(60_000);
    // Someone else, from another browser, with the same address: the pending sign-up keeps its name.
    await call("POST", "/api/auth/signup", { body: { ...newIdentity(), email: identity.email, firstName: "Mallory" } });
    clock.advance(60_000);
    expect((await call("POST", "/api/auth/signup", { body: { ...identity, firstName: "Mei", lastName: "Chen" }, cookie: browser })).status).toBe(200);
    const verified = await verify(identity.email, codeFrom(await lastMail(identity.email)), browser);
    expect(verified.status).toBe(201);
    const user = await call("GET", `/api/users/${verified.body.data.userId}`, { cookie: sessionCookie(verified) });
    expect(user.body.data).toMatchObject({ firstName: "Mei", lastName: "Chen" });
  });
});
