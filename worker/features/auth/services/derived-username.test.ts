import { describe, expect, it } from "vitest";
import { UsernameSchema } from "../../../../src/shared/fields";
import { usernameBase, usernameCandidates } from "./derived-username";

describe("the username a door sign-up is given", () => {
  it("is the name in the username's alphabet, words joined by a dot", () => {
    expect(usernameBase("Mei-Lin", "Chen")).toBe("mei.lin.chen");
    expect(usernameBase(" Zoë ", "O'Neil")).toBe("zoe.oneil");
    expect(usernameBase("José", "Núñez García")).toBe("jose.nunez.garcia");
  });

  it("is 'member' when the name has no Latin letter, and never shorter than the rule allows", () => {
    expect(usernameBase("李", "伟")).toBe("member");
    expect(usernameBase(undefined, undefined)).toBe("member");
    expect(usernameBase("Al", "")).toBe("al.member");
  });

  it("leaves room for four digits and always passes the username rule", () => {
    const base = usernameBase("Bartholomew-Maximilian", "Featherstonehaugh-Wolfeschlegel");
    expect(base.length).toBeLessThanOrEqual(27);
    for (const candidate of usernameCandidates(base, 4)) expect(UsernameSchema.safeParse(candidate).success).toBe(true);
    const [first, ...rest] = usernameCandidates("mei.chen", 3);
    expect(first).toBe("mei.chen");
    for (const next of rest) expect(next).toMatch(/^mei\.chen-\d{4}$/);
  });
});
