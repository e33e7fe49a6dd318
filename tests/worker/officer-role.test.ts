import { describe, expect, it } from "vitest";
import { call, expectError } from "./support/api";
import { eventBody, registerOfficer } from "./support/events";
import { registerAdmin, registerMember } from "./support/members";

/**
 * The officer role: granted and removed by an admin through PATCH
 * /api/users/{id}, effective at the member's next request (roles are read
 * from D1 on every request); it opens the event endpoints, not the members'.
 */
describe("the officer role", () => {
  it("an admin grants it and removes it; each takes effect at the next request, without signing in again", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    expectError(await call("POST", "/api/events", { body: eventBody(), cookie: member.cookie }), 403, "FORBIDDEN");

    const granted = await call("PATCH", `/api/users/${member.id}`, { body: { id: member.id, roles: "officer,member" }, cookie: admin.cookie });
    expect(granted.status).toBe(200);
    expect(granted.body.data.roles).toBe("member,officer");
    expect((await call("GET", "/api/auth/session", { cookie: member.cookie })).body.data.roles).toEqual(["member", "officer"]);
    expect((await call("POST", "/api/events", { body: eventBody(), cookie: member.cookie })).status).toBe(201);

    const removed = await call("PATCH", `/api/users/${member.id}`, { body: { id: member.id, roles: ["member"] }, cookie: admin.cookie });
    expect(removed.body.data.roles).toBe("member");
    expectError(await call("POST", "/api/events", { body: eventBody(), cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("officers manage events but not members or roles", async () => {
    const officer = await registerOfficer();
    const member = await registerMember();
    expectError(await call("GET", "/api/users", { cookie: officer.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", `/api/users/${member.id}`, { cookie: officer.cookie }), 403, "FORBIDDEN");
    expectError(await call("PATCH", `/api/users/${member.id}`, { body: { id: member.id, roles: "member,officer" }, cookie: officer.cookie }), 403, "FORBIDDEN");
    expectError(await call("PATCH", `/api/users/${officer.id}`, { body: { id: officer.id, roles: "admin,member" }, cookie: officer.cookie }), 403, "FORBIDDEN");
    expectError(await call("DELETE", `/api/users/${member.id}`, { cookie: officer.cookie }), 403, "FORBIDDEN");
  });

  it("unknown roles are refused", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const result = await call("PATCH", `/api/users/${member.id}`, { body: { id: member.id, roles: "member,treasurer" }, cookie: admin.cookie });
    expectError(result, 400, "VALIDATION_ERROR");
    expect(result.body.error.errMsg).toBe("Roles must be among: member, officer, admin, sponsor.");
  });
});
