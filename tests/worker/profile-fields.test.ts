import { beforeAll, describe, expect, it } from "vitest";
import { call, expectEnvelope, expectError } from "./support/api";
import { newIdentity, registerAdmin, registerMember, setRoles, type Member } from "./support/members";
import { patchUser } from "./support/resumes";

/**
 * The academic profile on PATCH/GET /api/users/{id} and what the public
 * member page shows of it: only what the member chose to show.
 */

let admin: Member;
let member: Member;

beforeAll(async () => {
  admin = await registerAdmin();
  member = await registerMember();
});

describe("PATCH /api/users/{id}: the academic profile", () => {
  it("a new account has an empty profile, out of the book and hidden", async () => {
    const fresh = await registerMember();
    const result = await call("GET", `/api/users/${fresh.id}`, { cookie: fresh.cookie });
    expect(result.body.data).toMatchObject({
      major: null,
      graduationTerm: null,
      degree: null,
      bio: "",
      links: { linkedin: null, github: null, portfolio: null },
      inResumeBook: false,
      showMajor: false,
      showGraduationYear: false,
      showBio: false,
      showLinks: false,
    });
  });

  it("a member sets and clears their own fields, normalised", async () => {
    const result = await patchUser(member, {
      major: "  Mechanical   Engineering ",
      graduationTerm: " Spring-2028 ",
      degree: "bachelor",
      bio: "Robotics club lead.\r\nLooking for summer internships.",
      links: {
        linkedin: "https://www.linkedin.com/in/mei-chen/",
        github: "https://github.com/mei-chen",
        portfolio: "https://mei.example.dev/work",
      },
      showMajor: true,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expectEnvelope(result);
    expect(result.body.data).toMatchObject({
      major: "Mechanical Engineering",
      graduationTerm: "spring-2028",
      degree: "bachelor",
      bio: "Robotics club lead.\nLooking for summer internships.",
      links: { linkedin: "https://www.linkedin.com/in/mei-chen/", github: "https://github.com/mei-chen", portfolio: "https://mei.example.dev/work" },
      showMajor: true,
      showBio: false,
    });
    // Only the links named change; null or "" removes one; the rest stay.
    const cleared = await patchUser(member, { links: { github: null, portfolio: "" }, degree: null });
    expect(cleared.body.data.links).toEqual({ linkedin: "https://www.linkedin.com/in/mei-chen/", github: null, portfolio: null });
    expect(cleared.body.data).toMatchObject({ degree: null, major: "Mechanical Engineering", graduationTerm: "spring-2028" });
    const fetched = await call("GET", `/api/users/${member.id}`, { cookie: member.cookie });
    expect(fetched.body.data).toEqual(cleared.body.data);
  });

  it("an admin may edit another member's profile", async () => {
    const other = await registerMember();
    const result = await call("PATCH", `/api/users/${other.id}`, {
      cookie: admin.cookie,
      body: { id: other.id, major: "Chemistry", graduationTerm: "fall-2027", degree: "master" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ major: "Chemistry", graduationTerm: "fall-2027", degree: "master" });
    expectError(await call("PATCH", `/api/users/${other.id}`, { cookie: member.cookie, body: { id: other.id, major: "Physics" } }), 403, "FORBIDDEN");
  });

  const invalid: [string, unknown, string][] = [
    ["major", "X", "Major must be at least 2 characters long."],
    ["major", "a".repeat(81), "Major must be at most 80 characters long."],
    ["major", "12345", "Major must contain letters."],
    ["major", "Physics\u0000", "Major cannot contain line breaks or control characters."],
    ["major", 42, "Major must be text."],
    ["graduationTerm", "2028", "Graduation term must be a season and a year, e.g. spring-2028."],
    ["graduationTerm", "autumn-2028", "Graduation term must be a season and a year, e.g. spring-2028."],
    ["graduationTerm", "spring-1800", "Graduation year must be between 1950 and 2100."],
    ["graduationTerm", { season: "spring", year: 2028 }, "Graduation term must be text such as spring-2028."],
    ["degree", "phd", "Degree must be one of: associate, bachelor, master, doctorate, other."],
    ["bio", "b".repeat(301), "Bio must be at most 300 characters long."],
    ["bio", "bell\u0007", "Bio cannot contain control characters."],
    ["links", { linkedin: "http://www.linkedin.com/in/mei" }, "Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name."],
    ["links", { linkedin: "https://www.linkedin.com/company/acme" }, "Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name."],
    ["links", { linkedin: "https://linkedin.com.evil.example/in/mei" }, "Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name."],
    ["links", { github: "https://gitlab.com/mei" }, "Enter your GitHub profile address, e.g. https://github.com/your-name."],
    ["links", { github: "https://github.com/mei/repo" }, "Enter your GitHub profile address, e.g. https://github.com/your-name."],
    ["links", { github: "https://github.com/-mei" }, "Enter your GitHub profile address, e.g. https://github.com/your-name."],
    ["links", { portfolio: "javascript:alert(1)" }, "Enter your portfolio's address, starting with https://."],
    ["links", { portfolio: "https://user:pass@mei.example.dev/" }, "Enter your portfolio's address, starting with https://."],
    ["links", { portfolio: "https://localhost/" }, "Enter your portfolio's address, starting with https://."],
    ["links", { portfolio: `https://mei.example.dev/${"p".repeat(200)}` }, "Enter your portfolio's address, starting with https://."],
    ["links", { twitter: "https://x.com/mei" }, "Links may only be linkedin, github and portfolio."],
    ["links", "https://github.com/mei", 'Links must be an object such as {"github": "https://github.com/your-name"}.'],
    ["showBio", "yes", "showBio must be true or false."],
    ["inResumeBook", 1, "inResumeBook must be true or false."],
  ];
  for (const [field, value, message] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value).slice(0, 50)}: 400 with the field's message`, async () => {
      const result = await patchUser(member, { [field]: value });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(result.body.error.errMsg).toBe(message);
      expect(result.body.error.fields).toEqual({ [field]: message });
    });
  }
});

describe("inResumeBook: the member's own consent", () => {
  it("a member with a name opts in and out", async () => {
    const own = await registerMember();
    expect((await patchUser(own, { firstName: "Ana", lastName: "Reyes", inResumeBook: true })).body.data.inResumeBook).toBe(true);
    expect((await patchUser(own, { inResumeBook: false })).body.data.inResumeBook).toBe(false);
  });

  it("joining needs a first and last name (sponsors read them), and a name cannot be cleared while in", async () => {
    const nameless = await registerMember();
    const refused = await patchUser(nameless, { inResumeBook: true });
    expectError(refused, 400, "VALIDATION_ERROR");
    expect(refused.body.error.fields).toEqual({ inResumeBook: "Add your first and last name before joining the résumé book: sponsors see them." });
    await patchUser(nameless, { firstName: "Li", lastName: "Wei", inResumeBook: true });
    const cleared = await patchUser(nameless, { lastName: "" });
    expectError(cleared, 400, "VALIDATION_ERROR");
    expect(Object.keys(cleared.body.error.fields)).toEqual(["lastName"]);
  });

  it("an admin may take a member out of the book, never put one in", async () => {
    const own = await registerMember();
    await patchUser(own, { firstName: "Sam", lastName: "Park" });
    const refused = await call("PATCH", `/api/users/${own.id}`, { cookie: admin.cookie, body: { id: own.id, inResumeBook: true } });
    expectError(refused, 403, "FORBIDDEN");
    expect(refused.body.error.errMsg).toBe("Only the member can add themselves to the résumé book.");
    await patchUser(own, { inResumeBook: true });
    const out = await call("PATCH", `/api/users/${own.id}`, { cookie: admin.cookie, body: { id: own.id, inResumeBook: false } });
    expect(out.body.data.inResumeBook).toBe(false);
  });

  it("a sponsor's account cannot join the book", async () => {
    const recruiter = await registerMember(newIdentity("recruiter"));
    await setRoles(recruiter.id, "sponsor");
    const result = await patchUser(recruiter, { firstName: "Rae", lastName: "Kim", inResumeBook: true });
    expectError(result, 403, "FORBIDDEN");
    expect(result.body.error.errMsg).toBe("Only members of the chapter can join the résumé book.");
  });
});

describe("the public member page", () => {
  it("shows only the parts the member chose to show, and only those filled in", async () => {
    const own = await registerMember();
    const publicPath = `/api/users/public/${own.username}/${own.id}`;
    await patchUser(own, {
      major: "Electrical Engineering",
      graduationTerm: "fall-2027",
      degree: "bachelor",
      bio: "Power systems.",
      links: { github: "https://github.com/own-name" },
      inResumeBook: false,
    });
    const hidden = await call("GET", publicPath);
    expect(Object.keys(hidden.body.data).sort()).toEqual(["firstName", "id", "lastName", "points", "roles", "username"]);

    await patchUser(own, { showMajor: true, showGraduationYear: true, showBio: true, showLinks: true });
    const shown = await call("GET", publicPath);
    expect(shown.body.data).toMatchObject({
      major: "Electrical Engineering",
      graduationYear: 2027,
      bio: "Power systems.",
      links: { github: "https://github.com/own-name" },
    });
    // Never the degree, the term's season, the book's opt-in or empty links.
    expect(shown.body.data).not.toHaveProperty("degree");
    expect(shown.body.data).not.toHaveProperty("graduationTerm");
    expect(shown.body.data).not.toHaveProperty("inResumeBook");
    expect(Object.keys(shown.body.data.links)).toEqual(["github"]);

    await patchUser(own, { showBio: false, bio: "", links: { github: null } });
    const after = await call("GET", publicPath);
    expect(after.body.data).not.toHaveProperty("bio");
    expect(after.body.data).not.toHaveProperty("links");
    expect(after.body.data.major).toBe("Electrical Engineering");
  });
});
