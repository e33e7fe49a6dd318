import { describe, expect, it } from "vitest";
import { loginRequestSchema } from "~/shared/auth";
import { readableFieldError } from "./readable-errors";

describe("readableFieldError", () => {
  it("keeps the schema's own sentences", () => {
    expect(readableFieldError("Username", "Username must be at least 3 characters long.")).toBe("Username must be at least 3 characters long.");
  });

  it("turns the validation library's defaults, which the sign-in schema keeps (docs/product.md, Input rules), into the label's 'is required'", () => {
    const parsed = loginRequestSchema.safeParse({ username: "", password: undefined });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ username: "String must contain at least 1 character(s)", password: "Required" });
    expect(readableFieldError("Username or e-mail", messages.username!)).toBe("Username or e-mail is required.");
    expect(readableFieldError("Password", messages.password!)).toBe("Password is required.");
    expect(readableFieldError(undefined, "Required")).toBe("This field is required.");
  });
});
