import { describe, expect, it } from "vitest";
import { DECOY_PASSWORD_HASH, PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("pins PBKDF2 at 100,000 iterations: production refuses more", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it("stores algorithm, iterations, salt and hash", async () => {
    const stored = await hashPassword("hunter22");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain("hunter22");
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses malformed or over-limit stored strings instead of throwing", async () => {
    const stored = await hashPassword("pw123456");
    const [, , salt, hash] = stored.split("$");
    expect(await verifyPassword("pw123456", `pbkdf2-sha256$200000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword("pw123456", `bcrypt$100000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword("pw123456", "garbage")).toBe(false);
  });

  it("keeps a decoy hash with the current parameters", () => {
    expect(DECOY_PASSWORD_HASH.startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`)).toBe(true);
  });
});
