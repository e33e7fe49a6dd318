import { describe, expect, it } from "vitest";
import { CODE_LENGTH as SHARED_CODE_LENGTH, VerificationCodeSchema } from "~/shared/fields";
import { CODE_LENGTH } from "./verification-code";

describe("the code field's length", () => {
  it("is the shared schema's", () => {
    expect(CODE_LENGTH).toBe(SHARED_CODE_LENGTH);
    expect(VerificationCodeSchema.safeParse("7".repeat(CODE_LENGTH)).success).toBe(true);
    expect(VerificationCodeSchema.safeParse("7".repeat(CODE_LENGTH - 1)).success).toBe(false);
    expect(VerificationCodeSchema.safeParse("7".repeat(CODE_LENGTH + 1)).success).toBe(false);
  });
});
