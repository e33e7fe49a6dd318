import { describe, expect, it } from "vitest";
import { takeInvitationToken } from "./invitation-token";

describe("an officer invitation's token", () => {
  it("is read from the link's fragment", () => {
    expect(takeInvitationToken("#token=abc_DEF-123")).toBe("abc_DEF-123");
  });

  it("is null when the fragment has none and nothing is kept", () => {
    expect(takeInvitationToken("")).toBeNull();
    expect(takeInvitationToken("#other=1")).toBeNull();
  });
});
