import { beforeAll, describe, expect, it } from "vitest";
import { expectEnvelope, expectError, readResult } from "./support/api";
import { measureCost } from "./support/cost";
import { registerOfficer } from "./support/events";
import { registerMember, type Member } from "./support/members";

/**
 * Path parameters are validated like bodies and queries (the shared
 * `…ParamSchema`s): one that cannot name anything — an id far longer than
 * any the site makes — is 404 NOT_FOUND in the error envelope with the
 * resource's own message, after the route's other checks and without a D1
 * query beyond the session check.
 */

let officer: Member;
let member: Member;

beforeAll(async () => {
  [officer, member] = await Promise.all([registerOfficer(), registerMember()]);
});

const longId = "x".repeat(65);
const longRef = "x".repeat(101);

type Case = { method: string; path: string; who?: "officer" | "member"; body?: unknown; message: string };

const cases: Case[] = [
  { method: "GET", path: `/api/events/${longRef}`, message: "No such event." },
  { method: "PATCH", path: `/api/events/${longId}`, who: "officer", body: { title: "Renamed" }, message: "No such event." },
  { method: "POST", path: `/api/events/${longId}/cancel`, who: "officer", message: "No such event." },
  { method: "DELETE", path: `/api/events/${longId}`, who: "officer", message: "No such event." },
  { method: "PUT", path: `/api/events/${longId}/rsvp`, who: "member", message: "No such event." },
  { method: "DELETE", path: `/api/events/${longId}/rsvp`, who: "member", message: "No such event." },
  { method: "GET", path: `/api/events/${longId}/rsvps`, who: "officer", message: "No such event." },
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
];

function request(method: string, cookie: string | undefined, body: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

describe("a path parameter that cannot name anything", () => {
  it.each(cases)("$method $path (…): 404 NOT_FOUND \"$message\"", async ({ method, path, who, body, message }) => {
    const cookie = who === "officer" ? officer.cookie : who === "member" ? member.cookie : undefined;
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
});
