import { describe, expect, it } from "vitest";
import { rolesWith } from "./member-fields";

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
