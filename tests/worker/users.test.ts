import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectEnvelope, expectError, expectNoSecrets, sessionCookie, type ApiResult } from "./support/api";
import { newIdentity, registerAdmin, registerMember, setRoles } from "./support/members";
import type { User } from "../../src/shared/users";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";

/**
 * /api/users, row by row, for each caller: anonymous, a member, another
 * member, an admin. Every answer goes through `api`, which checks the
 * envelope and that no password hash ever leaves the database.
 */

type Options = Parameters<typeof call>[2];

async function api(method: string, path: string, options?: Options): Promise<ApiResult> {
  const result = await call(method, path, options);
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
  expectEnvelope(result);
  expectNoSecrets(result);
  return result;
}

// The academic profile joined the User object (major … showLinks), and the leaderboard setting.
const USER_KEYS = [
  "bio",
  "degree",
  "email",
  "firstName",
  "graduationTerm",
  "id",
  "inResumeBook",
  "lastName",
  "links",
  "major",
  "points",
  "roles",
  "showBio",
  "showEmail",
  "showGraduationYear",
  "showLinks",
  "showMajor",
  "showOnLeaderboard",
  "timeAdded",
  "timeUpdated",
  "username",
];
const PUBLIC_KEYS = ["firstName", "id", "lastName", "points", "roles", "username"];

function expectUserShape(user: User) {
  expect(Object.keys(user).sort()).toEqual(USER_KEYS);
  expect(typeof user.id).toBe("string");
  expect(user.timeAdded).toBe(new Date(Date.parse(user.timeAdded)).toISOString());
  expect(user.timeUpdated).toBe(new Date(Date.parse(user.timeUpdated)).toISOString());
  expect(Number.isInteger(user.points) && user.points >= 0).toBe(true);
  expect(typeof user.roles).toBe("string");
  expect(typeof user.showEmail).toBe("boolean");
}

/** Leaves `adminId` the only admin in the database. */
async function makeOnlyAdmin(adminId: string) {
  await env.DB.prepare("UPDATE users SET roles = 'member' WHERE id != ? AND (',' || roles || ',') LIKE '%,admin,%'").bind(adminId).run();
  await setRoles(adminId, "admin,member");
}

async function sessionOf(cookie: string) {
  return api("GET", "/api/auth/session", { cookie });
}

async function login(username: string, password: string) {
  return api("POST", "/api/auth/login", { body: { username, password } });
}

async function rowOf(id: string) {
  return env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

let admin: Awaited<ReturnType<typeof registerMember>>;
let member: Awaited<ReturnType<typeof registerMember>>;
let other: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  admin = await registerAdmin();
  member = await registerMember();
  other = await registerMember();
});

describe("GET /api/users", () => {
  it("answers 401 to an anonymous caller", async () => {
    expectError(await api("GET", "/api/users"), 401, "UNAUTHENTICATED");
  });

  it("answers 403 to a member", async () => {
    expectError(await api("GET", "/api/users", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await api("GET", "/api/users?q=a", { cookie: other.cookie }), 403, "FORBIDDEN");
  });

  it("lists users for an admin, sorted by username, with paging metadata", async () => {
    const result = await api("GET", "/api/users?pageSize=100", { cookie: admin.cookie });
    expect(result.status).toBe(200);
    expect(result.body.meta).toEqual({ total: expect.any(Number), page: 1, pageSize: 100 });
    const { count } = (await env.DB.prepare("SELECT COUNT(*) AS count FROM users").first<{ count: number }>())!;
    expect(result.body.meta.total).toBe(count);
    // Every page, since other files' members share the database and may fill the first.
    const users = [...(result.body.data as User[])];
    for (let page = 2; (page - 1) * 100 < count; page += 1) {
      users.push(...((await api("GET", `/api/users?pageSize=100&page=${page}`, { cookie: admin.cookie })).body.data as User[]));
    }
    expect(users).toHaveLength(count);
    users.forEach(expectUserShape);
    const ids = users.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, member.id, other.id]));
    const names = users.map((u) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(users.find((u) => u.id === member.id)).toMatchObject({ username: member.username, email: member.email, roles: "member" });
  });

  it("defaults to page 1 of 20", async () => {
    const result = await api("GET", "/api/users", { cookie: admin.cookie });
    expect(result.status).toBe(200);
    expect(result.body.meta).toMatchObject({ page: 1, pageSize: 20 });
  });

  describe("search and paging", () => {
    const tag = `Pg${Date.now().toString(36)}`;
    const created: User[] = [];

    beforeAll(async () => {
      for (const n of [3, 1, 5, 2, 4]) {
        const identity = newIdentity(`pg${n}`);
        const result = await api("POST", "/api/users", {
          cookie: admin.cookie,
          body: { ...identity, firstName: tag, lastName: `Number${n}` },
        });
        expect(result.status).toBe(201);
        created.push(result.body.data);
      }
    });

    it("?q= matches username, e-mail, first and last name, ignoring case", async () => {
      const byFirst = await api("GET", `/api/users?q=${tag.toUpperCase()}`, { cookie: admin.cookie });
      expect(byFirst.status).toBe(200);
      expect(byFirst.body.meta.total).toBe(5);
      expect(byFirst.body.data.map((u: User) => u.id).sort()).toEqual(created.map((u) => u.id).sort());

      const one = created[0]!;
      for (const q of [one.username.toUpperCase(), one.email, one.lastName.toLowerCase()]) {
        const result = await api("GET", `/api/users?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
        expect(result.status).toBe(200);
        expect(result.body.data.map((u: User) => u.id)).toContain(one.id);
        expect(result.body.data.every((u: User) => JSON.stringify(u).toLowerCase().includes(q.toLowerCase()))).toBe(true);
      }
    });

    it('?q= finds a member by first and last name together ("Jenny Kim"), in any case', async () => {
      const one = created[2]!;
      for (const q of [`${tag} ${one.lastName}`, `${tag.toLowerCase()} ${one.lastName.toUpperCase()}`, ` ${tag}  ${one.lastName} `]) {
        const result = await api("GET", `/api/users?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
        expect(
          result.body.data.map((u: User) => u.id),
          q,
        ).toEqual([one.id]);
      }
      const reversed = await api("GET", `/api/users?q=${encodeURIComponent(`${one.lastName} ${tag}`)}`, { cookie: admin.cookie });
      expect(reversed.body.data.map((u: User) => u.id)).toEqual([one.id]);
    });

    it("answers a long ?q= (beyond D1's 50-byte LIKE limit) without a 5xx", async () => {
      const long = `${created[0]!.firstName} ${"z".repeat(60)}`;
      const result = await api("GET", `/api/users?q=${encodeURIComponent(long)}`, { cookie: admin.cookie });
      expect(result.status).toBe(200);
      expect(result.body.meta.total).toBe(0);
    });

    it("treats % and _ in ?q= literally", async () => {
      const percent = await api("GET", `/api/users?q=${encodeURIComponent("%")}`, { cookie: admin.cookie });
      expect(percent.status).toBe(200);
      expect(percent.body.meta.total).toBe(0);
      expect(percent.body.data).toEqual([]);
      // As wildcards, these would match the five first names `${tag}`.
      for (const q of [`${tag.slice(0, -1)}_`, `${tag.slice(0, 2)}%${tag.slice(3)}`]) {
        const literal = await api("GET", `/api/users?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
        expect(literal.status).toBe(200);
        expect(literal.body.meta.total).toBe(0);
      }
    });

    it("an unmatched search is an empty page, not an error", async () => {
      const result = await api("GET", "/api/users?q=nobody-has-this-zzz", { cookie: admin.cookie });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ data: [], meta: { total: 0, page: 1, pageSize: 20 } });
    });

    it("pages through the results with page and pageSize", async () => {
      const seen: string[] = [];
      for (const [page, size] of [
        [1, 2],
        [2, 2],
        [3, 1],
      ] as const) {
        const result = await api("GET", `/api/users?q=${tag}&page=${page}&pageSize=2`, { cookie: admin.cookie });
        expect(result.status).toBe(200);
        expect(result.body.meta).toEqual({ total: 5, page, pageSize: 2 });
        expect(result.body.data).toHaveLength(size);
        seen.push(...result.body.data.map((u: User) => u.username));
      }
      expect(new Set(seen).size).toBe(5);
      expect(seen).toEqual(created.map((u) => u.username).sort());
      const beyond = await api("GET", `/api/users?q=${tag}&page=4&pageSize=2`, { cookie: admin.cookie });
      expect(beyond.body).toMatchObject({ data: [], meta: { total: 5, page: 4, pageSize: 2 } });
    });

    it("refuses paging parameters out of range", async () => {
      for (const query of ["pageSize=0", "pageSize=101", "page=0", "page=-1", "page=abc", "pageSize=1.5"]) {
        expectError(await api("GET", `/api/users?${query}`, { cookie: admin.cookie }), 400, "VALIDATION_ERROR");
      }
    });
  });
});

describe("GET /api/users/:id", () => {
  it("answers 401 to an anonymous caller", async () => {
    expectError(await api("GET", `/api/users/${member.id}`), 401, "UNAUTHENTICATED");
  });

  it("shows a member their own account", async () => {
    const result = await api("GET", `/api/users/${member.id}`, { cookie: member.cookie });
    expect(result.status).toBe(200);
    expectUserShape(result.body.data);
    expect(result.body.data).toMatchObject({
      id: member.id,
      username: member.username,
      email: member.email,
      firstName: "",
      lastName: "",
      points: 0,
      roles: "member",
      showEmail: false,
    });
  });

  it("answers 403 to another member, whether or not the id exists", async () => {
    expectError(await api("GET", `/api/users/${member.id}`, { cookie: other.cookie }), 403, "FORBIDDEN");
    expectError(await api("GET", `/api/users/${admin.id}`, { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await api("GET", `/api/users/${crypto.randomUUID()}`, { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("shows an admin any account", async () => {
    const result = await api("GET", `/api/users/${other.id}`, { cookie: admin.cookie });
    expect(result.status).toBe(200);
    expectUserShape(result.body.data);
    expect(result.body.data).toMatchObject({ id: other.id, username: other.username, email: other.email });
  });

  it("answers 404 to an admin for an unknown id", async () => {
    expectError(await api("GET", `/api/users/${crypto.randomUUID()}`, { cookie: admin.cookie }), 404, "NOT_FOUND");
  });

  it("treats a forged or unknown session cookie as signed out", async () => {
    const forged = `__Host-sid=${"A".repeat(43)}`;
    expectError(await api("GET", `/api/users/${member.id}`, { cookie: forged }), 401, "UNAUTHENTICATED");
    expectError(await api("GET", `/api/users/${member.id}`, { cookie: "__Host-sid=garbage" }), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/users/public/:username/:id", () => {
  let shown: Awaited<ReturnType<typeof registerMember>>;

  beforeAll(async () => {
    shown = await registerMember(newIdentity("shown"));
  });

  it("shows anyone the public view: no e-mail by default, no timestamps", async () => {
    for (const cookie of [undefined, member.cookie, other.cookie, admin.cookie]) {
      const result = await api("GET", `/api/users/public/${shown.username}/${shown.id}`, { cookie });
      expect(result.status).toBe(200);
      expect(Object.keys(result.body.data).sort()).toEqual(PUBLIC_KEYS);
      expect(result.body.data).toEqual({
        id: shown.id,
        username: shown.username,
        firstName: "",
        lastName: "",
        points: 0,
        roles: "member",
      });
    }
  });

  it("matches the username regardless of case", async () => {
    for (const name of [shown.username.toUpperCase(), shown.username.toLowerCase()]) {
      const result = await api("GET", `/api/users/public/${name}/${shown.id}`);
      expect(result.status).toBe(200);
      expect(result.body.data.id).toBe(shown.id);
      expect(result.body.data.username).toBe(shown.username);
    }
  });

  it("answers 404 when the username and the id do not belong together", async () => {
    expectError(await api("GET", `/api/users/public/${member.username}/${shown.id}`), 404, "NOT_FOUND");
    expectError(await api("GET", `/api/users/public/${shown.username}/${member.id}`), 404, "NOT_FOUND");
    expectError(await api("GET", `/api/users/public/${shown.username}/${crypto.randomUUID()}`), 404, "NOT_FOUND");
    expectError(await api("GET", `/api/users/public/nobody-here/${crypto.randomUUID()}`), 404, "NOT_FOUND");
  });

  it("includes the e-mail only while the member chooses to show it", async () => {
    const on = await api("PATCH", `/api/users/${shown.id}`, { cookie: shown.cookie, body: { id: shown.id, showEmail: true } });
    expect(on.status).toBe(200);
    expect(on.body.data.showEmail).toBe(true);
    const visible = await api("GET", `/api/users/public/${shown.username}/${shown.id}`);
    expect(Object.keys(visible.body.data).sort()).toEqual([...PUBLIC_KEYS, "email"].sort());
    expect(visible.body.data.email).toBe(shown.email);

    const off = await api("PATCH", `/api/users/${shown.id}`, { cookie: shown.cookie, body: { id: shown.id, showEmail: false } });
    expect(off.body.data.showEmail).toBe(false);
    const hidden = await api("GET", `/api/users/public/${shown.username}/${shown.id}`);
    expect(hidden.body.data).not.toHaveProperty("email");
  });
});

describe("POST /api/users", () => {
  it("answers 401 to an anonymous caller and 403 to a member", async () => {
    expectError(await api("POST", "/api/users", { body: newIdentity("anon") }), 401, "UNAUTHENTICATED");
    const attempt = newIdentity("bymember");
    expectError(await api("POST", "/api/users", { cookie: member.cookie, body: attempt }), 403, "FORBIDDEN");
    expect(await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(attempt.username).first()).toBeNull();
  });

  it("creates a member with defaults for an admin (201), who can then sign in", async () => {
    const identity = newIdentity("created");
    const before = Date.now();
    const result = await api("POST", "/api/users", {
      cookie: admin.cookie,
      body: { ...identity, email: identity.email.toUpperCase() },
    });
    expect(result.status).toBe(201);
    const user = result.body.data;
    expectUserShape(user);
    expect(user).toMatchObject({
      username: identity.username,
      email: identity.email.toLowerCase(),
      firstName: "",
      lastName: "",
      points: 0,
      roles: "member",
      showEmail: false,
    });
    expect(Date.parse(user.timeAdded)).toBeGreaterThanOrEqual(before);
    expect(user.timeUpdated).toBe(user.timeAdded);

    const fetched = await api("GET", `/api/users/${user.id}`, { cookie: admin.cookie });
    expect(fetched.body.data).toEqual(user);

    const signedIn = await login(identity.username, identity.password);
    expect(signedIn.status).toBe(200);
    const session = await sessionOf(sessionCookie(signedIn));
    expect(session.body.data).toEqual({ id: user.id, username: identity.username, roles: ["member"] });
  });

  it("takes the optional fields and normalises roles", async () => {
    const identity = newIdentity("full");
    const result = await api("POST", "/api/users", {
      cookie: admin.cookie,
      body: { ...identity, firstName: "  Ada ", lastName: "Lovelace", points: 42, roles: ["member", "admin"] },
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ firstName: "Ada", lastName: "Lovelace", points: 42, roles: "admin,member" });
    const row = await rowOf(result.body.data.id);
    expect(row).toMatchObject({ roles: "admin,member", points: 42 });
    expect(String(row!.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);

    const spaced = await api("POST", "/api/users", {
      cookie: admin.cookie,
      body: { ...newIdentity("spaced"), roles: " member, admin,member " },
    });
    expect(spaced.status).toBe(201);
    expect(spaced.body.data.roles).toBe("admin,member");
  });

  it("answers 409 USERNAME_TAKEN and EMAIL_TAKEN, ignoring case", async () => {
    const fresh = newIdentity("dup");
    expectError(await api("POST", "/api/users", { cookie: admin.cookie, body: { ...fresh, username: member.username.toUpperCase() } }), 409, "USERNAME_TAKEN");
    expectError(await api("POST", "/api/users", { cookie: admin.cookie, body: { ...fresh, email: member.email.toUpperCase() } }), 409, "EMAIL_TAKEN");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(fresh.email).first()).toBeNull();
  });

  it("validates the body with the product's messages (docs/product.md)", async () => {
    const base = newIdentity("valid");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, password: "12345" }, "Password must be at least 6 characters long."],
      [{ ...base, password: "x".repeat(129) }, "Password must be at most 128 characters long."],
      [{ ...base, email: "not-an-address" }, "Invalid email address."],
      [{ ...base, email: 42 }, "Invalid email address."],
      [{ ...base, username: "ab" }, "Username must be at least 3 characters long."],
      [{ ...base, username: "has space" }, "Username may only contain letters, numbers, '.', '_' and '-'."],
      [{ email: base.email, password: base.password }, "Username is required."],
      [{ ...base, points: -1 }, "Points cannot be negative."],
      [{ ...base, points: 1.5 }, "Points must be a whole number."],
      [{ ...base, roles: "superuser" }, "Roles must be among: member, officer, admin, sponsor."],
    ];
    for (const [body, message] of cases) {
      const result = await api("POST", "/api/users", { cookie: admin.cookie, body });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(result.body.error.errMsg).toBe(message);
    }
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(base.email).first()).toBeNull();
  });

  it("parallel creates of one username give exactly one 201 and 409s, never a 500", async () => {
    const name = newIdentity("race").username;
    const attempts = Array.from({ length: 6 }, (_, i) => {
      const identity = newIdentity("race");
      const username = i % 2 === 0 ? name : name.toUpperCase();
      return api("POST", "/api/users", { cookie: admin.cookie, body: { ...identity, username } });
    });
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const result of results.filter((r) => r.status === 409)) expectError(result, 409, "USERNAME_TAKEN");
    const { count } = (await env.DB.prepare("SELECT COUNT(*) AS count FROM users WHERE username = ?").bind(name).first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it("parallel creates of one e-mail address give exactly one 201 and 409 EMAIL_TAKEN", async () => {
    const email = newIdentity("race").email;
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api("POST", "/api/users", {
          cookie: admin.cookie,
          body: { ...newIdentity("racemail"), email: i === 1 ? email.toUpperCase() : email },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const result of results.filter((r) => r.status === 409)) expectError(result, 409, "EMAIL_TAKEN");
  });
});

describe("PATCH /api/users/:id", () => {
  it("answers 401 to an anonymous caller", async () => {
    expectError(await api("PATCH", `/api/users/${member.id}`, { body: { id: member.id, firstName: "X" } }), 401, "UNAUTHENTICATED");
  });

  it("lets a member change their names, username and e-mail visibility", async () => {
    const self = await registerMember(newIdentity("self"));
    const before = (await rowOf(self.id))!;
    const newName = newIdentity("renamed").username;
    const result = await api("PATCH", `/api/users/${self.id}`, {
      cookie: self.cookie,
      body: { id: self.id, firstName: "Grace", lastName: " Hopper ", username: newName, showEmail: true },
    });
    expect(result.status).toBe(200);
    expectUserShape(result.body.data);
    expect(result.body.data).toMatchObject({
      id: self.id,
      username: newName,
      firstName: "Grace",
      lastName: "Hopper",
      showEmail: true,
      email: self.email,
      roles: "member",
      points: 0,
    });
    expect(result.body.data.timeAdded).toBe(formatUtcInstant(Number(before.time_added)));
    expect(Date.parse(result.body.data.timeUpdated)).toBeGreaterThanOrEqual(Number(before.time_updated));

    // Saved, the session goes on, and the new username signs in.
    const again = await api("GET", `/api/users/${self.id}`, { cookie: self.cookie });
    expect(again.body.data).toEqual(result.body.data);
    expect((await sessionOf(self.cookie)).body.data.username).toBe(newName);
    expect((await login(newName, self.password)).status).toBe(200);
    expectError(await login(self.username, self.password), 401, "INVALID_CREDENTIALS");
  });

  it("answers 403 when a member sends roles, points, email or password, and changes nothing", async () => {
    const self = await registerMember(newIdentity("greedy"));
    const before = await rowOf(self.id);
    for (const extra of [
      { roles: "admin,member" },
      { roles: "member" },
      { points: 1000 },
      { email: newIdentity().email },
      { password: "another password" },
      { firstName: "Sneaky", points: 1 },
    ]) {
      const result = await api("PATCH", `/api/users/${self.id}`, { cookie: self.cookie, body: { id: self.id, ...extra } });
      expectError(result, 403, "FORBIDDEN");
    }
    expect(await rowOf(self.id)).toEqual(before);
    expect((await sessionOf(self.cookie)).body.data.roles).toEqual(["member"]);
  });

  it("answers 403 to another member", async () => {
    const result = await api("PATCH", `/api/users/${member.id}`, {
      cookie: other.cookie,
      body: { id: member.id, firstName: "Hacked" },
    });
    expectError(result, 403, "FORBIDDEN");
    expect((await rowOf(member.id))!.first_name).toBe("");
  });

  it("answers 400 ID_MISMATCH when the body's id is not the path's", async () => {
    expectError(await api("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: other.id, firstName: "X" } }), 400, "ID_MISMATCH");
    expectError(await api("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: other.id, firstName: "X" } }), 400, "ID_MISMATCH");
    expect((await rowOf(other.id))!.first_name).toBe("");
  });

  it("answers 400 to unknown keys and to a missing id", async () => {
    for (const body of [{ id: member.id, isAdmin: true }, { id: member.id, sessionVersion: 0 }, { id: member.id, timeAdded: 0 }, { firstName: "NoId" }]) {
      expectError(await api("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body }), 400, "VALIDATION_ERROR");
    }
    // (Not through `api`: the error message names the unknown key the client sent.)
    const hash = await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, passwordHash: "x" } });
    expectError(hash, 400, "VALIDATION_ERROR");
    expect(String((await rowOf(member.id))!.password_hash)).toMatch(/^pbkdf2-sha256\$/);
    expectError(await api("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, username: "a b" } }), 400, "VALIDATION_ERROR");
  });

  it("answers 409 when the new username is taken, ignoring case", async () => {
    const self = await registerMember(newIdentity("taker"));
    expectError(
      await api("PATCH", `/api/users/${self.id}`, { cookie: self.cookie, body: { id: self.id, username: other.username.toUpperCase() } }),
      409,
      "USERNAME_TAKEN",
    );
    expectError(await api("PATCH", `/api/users/${self.id}`, { cookie: admin.cookie, body: { id: self.id, username: other.username } }), 409, "USERNAME_TAKEN");
    expectError(
      await api("PATCH", `/api/users/${self.id}`, { cookie: admin.cookie, body: { id: self.id, email: other.email.toUpperCase() } }),
      409,
      "EMAIL_TAKEN",
    );
    expect(await rowOf(self.id)).toMatchObject({ username: self.username, email: self.email });
  });

  it("lets an admin change e-mail, points and roles of a member", async () => {
    const target = await registerMember(newIdentity("target"));
    const email = newIdentity("moved").email;
    const result = await api("PATCH", `/api/users/${target.id}`, {
      cookie: admin.cookie,
      body: { id: target.id, email: email.toUpperCase(), points: 7, roles: "member", firstName: "Set", lastName: "ByAdmin" },
    });
    expect(result.status).toBe(200);
    expectUserShape(result.body.data);
    expect(result.body.data).toMatchObject({ id: target.id, email, points: 7, roles: "member", firstName: "Set", lastName: "ByAdmin" });
    // Changing those does not end the member's session; the new address signs in.
    expect((await sessionOf(target.cookie)).status).toBe(200);
    expect((await login(email, target.password)).status).toBe(200);
  });

  it("an admin-set password ends the member's sessions; the new password signs in, the old does not", async () => {
    const target = await registerMember(newIdentity("reset"));
    const secondDevice = sessionCookie(await login(target.username, target.password));
    expect((await sessionOf(target.cookie)).status).toBe(200);

    const result = await api("PATCH", `/api/users/${target.id}`, {
      cookie: admin.cookie,
      body: { id: target.id, password: "brand new secret" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.id).toBe(target.id);

    expectError(await sessionOf(target.cookie), 401, "UNAUTHENTICATED");
    expectError(await sessionOf(secondDevice), 401, "UNAUTHENTICATED");
    expectError(await api("GET", `/api/users/${target.id}`, { cookie: target.cookie }), 401, "UNAUTHENTICATED");
    expectError(await login(target.username, target.password), 401, "INVALID_CREDENTIALS");
    const fresh = await login(target.username, "brand new secret");
    expect(fresh.status).toBe(200);
    expect((await sessionOf(sessionCookie(fresh))).body.data.id).toBe(target.id);
    // The admin's own session is untouched.
    expect((await sessionOf(admin.cookie)).status).toBe(200);
  });

  it("a removed admin role takes effect at once, with the same cookie", async () => {
    const demoted = await registerAdmin();
    expect((await api("GET", "/api/users", { cookie: demoted.cookie })).status).toBe(200);
    const result = await api("PATCH", `/api/users/${demoted.id}`, {
      cookie: admin.cookie,
      body: { id: demoted.id, roles: "member" },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.roles).toBe("member");
    expectError(await api("GET", "/api/users", { cookie: demoted.cookie }), 403, "FORBIDDEN");
    expectError(await api("GET", `/api/users/${member.id}`, { cookie: demoted.cookie }), 403, "FORBIDDEN");
    expect((await sessionOf(demoted.cookie)).body.data.roles).toEqual(["member"]);
  });

  it("a granted admin role takes effect at once too", async () => {
    const promoted = await registerMember(newIdentity("promoted"));
    expectError(await api("GET", "/api/users", { cookie: promoted.cookie }), 403, "FORBIDDEN");
    await api("PATCH", `/api/users/${promoted.id}`, { cookie: admin.cookie, body: { id: promoted.id, roles: "admin,member" } });
    expect((await api("GET", "/api/users", { cookie: promoted.cookie })).status).toBe(200);
  });

  it("answers 404 to an admin for an unknown id", async () => {
    const id = crypto.randomUUID();
    expectError(await api("PATCH", `/api/users/${id}`, { cookie: admin.cookie, body: { id, firstName: "X" } }), 404, "NOT_FOUND");
  });

  it("answers 409 LAST_ADMIN when the only admin would lose admin, and allows it when another admin remains", async () => {
    const solo = await registerAdmin();
    await makeOnlyAdmin(solo.id);
    try {
      const result = await api("PATCH", `/api/users/${solo.id}`, { cookie: solo.cookie, body: { id: solo.id, roles: "member" } });
      expectError(result, 409, "LAST_ADMIN");
      expect((await rowOf(solo.id))!.roles).toBe("admin,member");
      // Keeping admin while changing other roles is fine.
      const kept = await api("PATCH", `/api/users/${solo.id}`, { cookie: solo.cookie, body: { id: solo.id, roles: "admin" } });
      expect(kept.status).toBe(200);
      expect(kept.body.data.roles).toBe("admin");
    } finally {
      await setRoles(admin.id, "admin,member");
    }
    const released = await api("PATCH", `/api/users/${solo.id}`, { cookie: solo.cookie, body: { id: solo.id, roles: "member" } });
    expect(released.status).toBe(200);
    expect(released.body.data.roles).toBe("member");
    expectError(await api("GET", "/api/users", { cookie: solo.cookie }), 403, "FORBIDDEN");
  });
});

describe("DELETE /api/users/:id", () => {
  it("answers 401 to an anonymous caller", async () => {
    expectError(await api("DELETE", `/api/users/${member.id}`), 401, "UNAUTHENTICATED");
  });

  it("lets a member delete their own account with their password: {id}, cookie cleared, session dead", async () => {
    const self = await registerMember(newIdentity("leaver"));
    const result = await api("DELETE", `/api/users/${self.id}`, { cookie: self.cookie, body: { currentPassword: self.password } });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ id: self.id });
    expect(result.setCookie).toBeTruthy();
    expect(result.setCookie).toMatch(/^__Host-sid=;/);
    expect(result.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    expectError(await sessionOf(self.cookie), 401, "UNAUTHENTICATED");
    expectError(await login(self.username, self.password), 401, "INVALID_CREDENTIALS");
    expectError(await api("GET", `/api/users/${self.id}`, { cookie: admin.cookie }), 404, "NOT_FOUND");
    expectError(await api("GET", `/api/users/public/${self.username}/${self.id}`), 404, "NOT_FOUND");
    expect(await rowOf(self.id)).toBeNull();
  });

  it("refuses to delete one's own account without the right password (401), and throttles the guesses", async () => {
    const self = await registerMember(newIdentity("keeper"));
    const missing = await api("DELETE", `/api/users/${self.id}`, { cookie: self.cookie });
    expectError(missing, 401, "INVALID_CREDENTIALS");
    expectError(await api("DELETE", `/api/users/${self.id}`, { cookie: self.cookie, body: {} }), 401, "INVALID_CREDENTIALS");
    const wrong = await api("DELETE", `/api/users/${self.id}`, { cookie: self.cookie, body: { currentPassword: "not it" } });
    expectError(wrong, 401, "INVALID_CREDENTIALS");
    expect(await rowOf(self.id)).not.toBeNull();
    // The answer is not a signal that the session ended.
    expect((await sessionOf(self.cookie)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) await api("DELETE", `/api/users/${self.id}`, { cookie: self.cookie, body: { currentPassword: `no ${i}` } });
    const blocked = await api("DELETE", `/api/users/${self.id}`, { cookie: self.cookie, body: { currentPassword: self.password } });
    expectError(blocked, 429, "RATE_LIMITED");
    expect(await rowOf(self.id)).not.toBeNull();
  });

  it("answers 403 to another member and deletes nothing", async () => {
    expectError(await api("DELETE", `/api/users/${member.id}`, { cookie: other.cookie }), 403, "FORBIDDEN");
    expectError(await api("DELETE", `/api/users/${admin.id}`, { cookie: other.cookie }), 403, "FORBIDDEN");
    expect(await rowOf(member.id)).not.toBeNull();
    expect((await sessionOf(member.cookie)).status).toBe(200);
  });

  it("lets an admin delete a member, whose session dies at once; the admin's cookie is kept", async () => {
    const target = await registerMember(newIdentity("removed"));
    const result = await api("DELETE", `/api/users/${target.id}`, { cookie: admin.cookie });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ id: target.id });
    expect(result.setCookie).toBeNull();
    expectError(await sessionOf(target.cookie), 401, "UNAUTHENTICATED");
    expect((await sessionOf(admin.cookie)).status).toBe(200);
    // Deleting again: it is gone.
    expectError(await api("DELETE", `/api/users/${target.id}`, { cookie: admin.cookie }), 404, "NOT_FOUND");
  });

  it("answers 404 to an admin for an unknown id", async () => {
    expectError(await api("DELETE", `/api/users/${crypto.randomUUID()}`, { cookie: admin.cookie }), 404, "NOT_FOUND");
  });

  it("answers 409 LAST_ADMIN when the only admin deletes themselves; a second admin can leave", async () => {
    const solo = await registerAdmin();
    await makeOnlyAdmin(solo.id);
    try {
      expectError(await api("DELETE", `/api/users/${solo.id}`, { cookie: solo.cookie, body: { currentPassword: solo.password } }), 409, "LAST_ADMIN");
      expect(await rowOf(solo.id)).not.toBeNull();
      expect((await sessionOf(solo.cookie)).status).toBe(200);
    } finally {
      await setRoles(admin.id, "admin,member");
    }
    const left = await api("DELETE", `/api/users/${solo.id}`, { cookie: solo.cookie, body: { currentPassword: solo.password } });
    expect(left.status).toBe(200);
    expect(left.body.data).toEqual({ id: solo.id });
    expectError(await sessionOf(solo.cookie), 401, "UNAUTHENTICATED");
  });

  it("deletes the account's pending password resets with it", async () => {
    const target = await registerMember(newIdentity("withreset"));
    const asked = await api("POST", "/api/auth/forgot-password", { body: { email: target.email } });
    expect(asked.status).toBe(200);
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM verifications WHERE purpose = 'reset' AND user_id = ?").bind(target.id).first<{ n: number }>())!.n;
    expect(await count()).toBe(1);
    expect((await api("DELETE", `/api/users/${target.id}`, { cookie: target.cookie, body: { currentPassword: target.password } })).status).toBe(200);
    expect(await count()).toBe(0);
  });
});

describe("roles given as a list", () => {
  it("accepts duplicates and stores each role once, sorted", async () => {
    const admin = await registerAdmin();
    const created = await call("POST", "/api/users", {
      cookie: admin.cookie,
      body: { ...newIdentity("dup"), roles: ["member", "admin", "member"] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.roles).toBe("admin,member");
  });
});
