import { describe, expect, it } from "vitest";
import { deltaFrom, rolesWith } from "./member-fields";

describe("the roles an admin sets", () => {
  it("toggles admin and officer as a set, keeping every other role and the member role", () => {
    expect(rolesWith("member,officer", { admin: true, officer: true })).toBe("admin,member,officer");
    expect(rolesWith("admin,member,officer", { admin: false, officer: true })).toBe("member,officer");
    expect(rolesWith("admin,member", { admin: true, officer: false })).toBe("admin,member");
    expect(rolesWith("member", { admin: false, officer: false })).toBe("member");
    // A role this form does not know about (one a later release adds) survives an edit.
    expect(rolesWith("member,treasurer", { admin: false, officer: true })).toBe("member,officer,treasurer");
    expect(rolesWith("", { admin: false, officer: false })).toBe("member");
  });
});

describe("the signed change of points an admin types", () => {
  it("reads a sign, a typographic minus and spaces; empty is no change", () => {
    expect(deltaFrom("+4")).toBe(4);
    expect(deltaFrom("-2")).toBe(-2);
    expect(deltaFrom("−2")).toBe(-2);
    expect(deltaFrom(" 5 ")).toBe(5);
    expect(deltaFrom("")).toBeUndefined();
    expect(deltaFrom(null)).toBeUndefined();
  });

  it("leaves anything else for the schema to refuse", () => {
    expect(deltaFrom("1.5")).toBeNaN();
    expect(deltaFrom("four")).toBeNaN();
    expect(deltaFrom("+-3")).toBeNaN();
  });
});
