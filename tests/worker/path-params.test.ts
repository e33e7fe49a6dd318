import { beforeAll, describe, expect, it } from "vitest";
import { expectEnvelope, expectError, readResult } from "./support/api";
import { measureCost } from "./support/cost";
import { registerOfficer } from "./support/events";
import { registerAdmin, registerMember, type Member } from "./support/members";

/**
 * Path parameters are validated like bodies and queries (the shared
 * `…ParamSchema`s): one that cannot name anything — an id far longer than
 * any the site makes — is 404 NOT_FOUND in the error envelope with the
 * resource's own message, after the route's other checks and without a D1
 * query beyond the session check.
 */

let officer: Member;
let member: Member;
let admin: Member;

beforeAll(async () => {
  [officer, member, admin] = await Promise.all([registerOfficer(), registerMember(), registerAdmin()]);
});

const longId = "x".repeat(65);
const longRef = "x".repeat(101);
/** Longer than any username (at most 32 characters). */
const longName = "x".repeat(33);
const grant = { organisation: "Any sponsor", from: "2030-01-01T00:00:00Z", until: "2030-02-01T00:00:00Z" };

type Who = "officer" | "member" | "admin";
type Case = { method: string; path: string; who?: Who; body?: unknown; message: string };

const cases: Case[] = [
  { method: "GET", path: `/api/events/${longRef}`, message: "No such event." },
  { method: "PATCH", path: `/api/events/${longId}`, who: "officer", body: { title: "Renamed" }, message: "No such event." },
  { method: "POST", path: `/api/events/${longId}/cancel`, who: "officer", message: "No such event." },
  { method: "DELETE", path: `/api/events/${longId}`, who: "officer", message: "No such event." },
  { method: "PUT", path: `/api/events/${longId}/rsvp`, who: "member", message: "No such event." },
  { method: "DELETE", path: `/api/events/${longId}/rsvp`, who: "member", message: "No such event." },
  { method: "GET", path: `/api/events/${longId}/rsvps`, who: "officer", message: "No such event." },
  { method: "DELETE", path: `/api/events/${longId}/rsvps/some-user`, who: "officer", message: "No such event." },
  { method: "DELETE", path: `/api/events/ev_any/rsvps/${longId}`, who: "officer", message: "This member has no RSVP for this event." },
  { method: "GET", path: `/api/events/${longId}/checkin-display`, who: "officer", message: "No such event." },
  { method: "POST", path: `/api/events/${longId}/checkin-secret`, who: "officer", message: "No such event." },
  { method: "POST", path: `/api/events/${longId}/checkin-claim`, body: { code: "123456" }, message: "No such event." },
  { method: "POST", path: `/api/events/${longId}/checkin`, who: "member", body: { code: "123456" }, message: "No such event." },
  { method: "POST", path: `/api/events/${longId}/attendance`, who: "officer", body: { user: "someone" }, message: "No such event." },
  { method: "DELETE", path: `/api/events/${longId}/attendance/some-user`, who: "officer", message: "No such event." },
  { method: "GET", path: `/api/events/${longId}/attendance`, who: "officer", message: "No such event." },
  { method: "PATCH", path: `/api/terms/${longId}`, who: "officer", body: { name: "Renamed" }, message: "No such term." },
  { method: "DELETE", path: `/api/terms/${longId}`, who: "officer", message: "No such term." },
  { method: "GET", path: `/api/users/${longId}/points`, who: "officer", message: "No such member." },
  { method: "GET", path: `/api/users/public/${longName}/some-id`, message: "No such user." },
  { method: "GET", path: `/api/users/public/someone/${longId}`, message: "No such user." },
  { method: "GET", path: `/api/users/public/${longName}/some-id/standing`, message: "No such user." },
  { method: "GET", path: `/api/users/public/someone/${longId}/standing`, message: "No such user." },
  { method: "GET", path: `/api/users/${longId}`, who: "admin", message: "No such user." },
  { method: "PATCH", path: `/api/users/${longId}`, who: "admin", body: { id: "some-id", firstName: "Renamed" }, message: "No such user." },
  { method: "DELETE", path: `/api/users/${longId}`, who: "admin", message: "No such user." },
  { method: "GET", path: `/api/users/${longId}/sponsor-access`, who: "admin", message: "This account has no sponsor access." },
  { method: "PUT", path: `/api/users/${longId}/sponsor-access`, who: "admin", body: grant, message: "No such user." },
  { method: "DELETE", path: `/api/users/${longId}/sponsor-access`, who: "admin", message: "No such user." },
  { method: "GET", path: `/api/resume-book/${longId}/resume`, who: "admin", message: "This member's résumé is not in the book." },
  { method: "PATCH", path: `/api/contact/${longId}`, who: "admin", body: { handled: true }, message: "No such message." },
  { method: "DELETE", path: `/api/contact/${longId}`, who: "admin", message: "No such message." },
  { method: "PATCH", path: `/api/auth/passkeys/${longId}`, who: "member", body: { name: "Phone" }, message: "No such passkey." },
  { method: "DELETE", path: `/api/auth/passkeys/${longId}`, who: "member", message: "No such passkey." },
];

const cookieOf = (who: Who | undefined) => (who ? { officer, member, admin }[who].cookie : undefined);

function request(method: string, cookie: string | undefined, body: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

describe("a path parameter that cannot name anything", () => {
  it.each(cases)('$method $path (…): 404 NOT_FOUND "$message"', async ({ method, path, who, body, message }) => {
    const cookie = cookieOf(who);
    const { response, d1 } = await measureCost(path, request(method, cookie, body));
    const result = await readResult(response);
    expectEnvelope(result);
    expectError(result, 404, "NOT_FOUND");
    expect(result.body.error.errMsg).toBe(message);
    // The session check only: the parameter itself asks D1 nothing.
    expect(d1).toBe(cookie ? 1 : 0);
  });

  it("comes after the route's other checks: the role, then the body", async () => {
    const asMember = await measureCost(`/api/terms/${longId}`, request("DELETE", member.cookie, undefined));
    expectError(await readResult(asMember.response), 403, "FORBIDDEN");
    const anonymous = await measureCost(`/api/events/${longId}/rsvp`, request("PUT", undefined, undefined));
    expectError(await readResult(anonymous.response), 401, "UNAUTHENTICATED");
    const badBody = await measureCost(`/api/terms/${longId}`, request("PATCH", officer.cookie, { name: 42 }));
    expectError(await readResult(badBody.response), 400, "VALIDATION_ERROR");
  });

  it("on members' accounts, messages and passkeys too: the sign-in, the role, then the body", async () => {
    for (const [method, path] of [
      ["GET", `/api/users/${longId}`],
      ["DELETE", `/api/users/${longId}`],
      ["GET", `/api/resume-book/${longId}/resume`],
      ["DELETE", `/api/auth/passkeys/${longId}`],
    ] as const) {
      expectError(await readResult((await measureCost(path, request(method, undefined, undefined))).response), 401, "UNAUTHENTICATED");
    }
    for (const path of [`/api/contact/${longId}`, `/api/users/${longId}/sponsor-access`]) {
      expectError(await readResult((await measureCost(path, request("DELETE", officer.cookie, undefined))).response), 403, "FORBIDDEN");
    }
    const badBody = await measureCost(`/api/users/${longId}`, request("PATCH", admin.cookie, { firstName: "No id" }));
    expectError(await readResult(badBody.response), 400, "VALIDATION_ERROR");
    const badName = await measureCost(`/api/auth/passkeys/${longId}`, request("PATCH", member.cookie, { name: "" }));
    expectError(await readResult(badName.response), 400, "VALIDATION_ERROR");
  });
});

describe("a path parameter that cannot name anything, outside /api", () => {
  it("a member's page: the not-found page, without asking D1", async () => {
    for (const path of [`/users/${longName}/some-id`, `/users/someone/${longId}`]) {
      const { response, d1 } = await measureCost(path);
      expect(response.status, path).toBe(404);
      expect(d1, path).toBe(0);
    }
  });

  it("a calendar file: the calendar's own 404, without asking D1", async () => {
    // Not a slug slugify makes; not a feed's 43-character token.
    for (const path of ["/events/-a--b-.ics", `/events/${"a".repeat(69)}.ics`, "/calendar/short.ics", `/calendar/${"A".repeat(42)}!.ics`]) {
      const { response, d1 } = await measureCost(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toBe("text/plain; charset=utf-8");
      expect(await response.text(), path).toBe("No such calendar.");
      expect(d1, path).toBe(0);
    }
  });
});
