import { describe, expect, it } from "vitest";
import { hasRole, isAdmin, isMember, isOfficer, isSponsor, parseRoles } from "./roles";
import { RolesSchema } from "./users";

describe("roles", () => {
  it("an admin may do what an officer may, and both what a member may", () => {
    expect(isOfficer(["member", "officer"])).toBe(true);
    expect(isOfficer(["admin", "member"])).toBe(true);
    expect(isOfficer(["member"])).toBe(false);
    expect(isAdmin(["member", "officer"])).toBe(false);
    expect(hasRole(["officer"], "member")).toBe(true);
    expect(hasRole(["officer"], "admin")).toBe(false);
    expect(hasRole(["treasurer"], "member")).toBe(false);
    expect(hasRole([], "member")).toBe(false);
  });

  it("a sponsor is only a sponsor: no member, officer or admin powers, and no other role implies it", () => {
    expect(isSponsor(["sponsor"])).toBe(true);
    expect(isMember(["sponsor"])).toBe(false);
    expect(hasRole(["sponsor"], "member")).toBe(false);
    expect(isOfficer(["sponsor"])).toBe(false);
    expect(isAdmin(["sponsor"])).toBe(false);
    for (const role of ["member", "officer", "admin"]) expect(isSponsor([role]), role).toBe(false);
    expect(isMember(["member", "sponsor"])).toBe(true);
    expect(isMember(["officer"])).toBe(true);
    expect(RolesSchema.parse("sponsor,member")).toBe("member,sponsor");
  });

  it("stores roles sorted and without duplicates", () => {
    expect(RolesSchema.parse("officer,member,officer")).toBe("member,officer");
    expect(RolesSchema.parse(["admin", "officer"])).toBe("admin,officer");
    expect(RolesSchema.safeParse("member,owner").success).toBe(false);
    expect(parseRoles(" member , officer ,")).toEqual(["member", "officer"]);
  });
});
