import { describe, expect, it } from "vitest";
import { hasRole, isAdmin, isOfficer, parseRoles, RolesSchema } from "./roles";

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

  it("stores roles sorted and without duplicates", () => {
    expect(RolesSchema.parse("officer,member,officer")).toBe("member,officer");
    expect(RolesSchema.parse(["admin", "officer"])).toBe("admin,officer");
    expect(RolesSchema.safeParse("member,owner").success).toBe(false);
    expect(parseRoles(" member , officer ,")).toEqual(["member", "officer"]);
  });
});
