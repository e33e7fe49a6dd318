import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../worker/app";
import { call, expectEnvelope, expectError, expectNoSecrets, ORIGIN, sessionCookie, type ApiResult } from "./support/api";
import { createEvent } from "./support/events";
import { newIdentity, registerAdmin, registerMember } from "./support/members";

/**
 * What any client can send: foreign origins, wrong content types, huge or
 * broken bodies, unknown paths, and a few hundred fuzzed requests. Every
 * answer must be the envelope, never a 5xx.
 */

let admin: Awaited<ReturnType<typeof registerMember>>;
let member: Awaited<ReturnType<typeof registerMember>>;
let eventId: string;
/** A member whose own DELETE (which reads a JSON body: the current password) takes the hostile bodies. */
let leaving: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  leaving = await registerMember();
  admin = await registerAdmin();
  member = await registerMember();
  eventId = (await createEvent(admin.cookie)).id;
});

/**
 * Every endpoint that reads a JSON body, with what it needs to get as far as
 * the body. (The tests that send each of several bodies to all of them make
 * a few hundred requests: they get the fuzz's time limit, for a busy machine.)
 */
function jsonEndpoints(): { method: string; path: string; cookie?: string }[] {
  return [
    { method: "POST", path: "/api/auth/login" },
    { method: "POST", path: "/api/auth/signup" },
    { method: "POST", path: "/api/auth/verify-code" },
    { method: "POST", path: "/api/auth/resend-code" },
    { method: "POST", path: "/api/auth/forgot-password" },
    { method: "POST", path: "/api/auth/reset-password" },
    { method: "POST", path: "/api/auth/set-password", cookie: member.cookie },
    { method: "POST", path: "/api/auth/reauth", cookie: member.cookie },
    { method: "POST", path: "/api/auth/passkeys/register/verify", cookie: member.cookie },
    { method: "POST", path: "/api/auth/passkeys/login/verify" },
    { method: "PATCH", path: "/api/auth/passkeys/some-id", cookie: member.cookie },
    { method: "POST", path: "/api/users", cookie: admin.cookie },
    { method: "PATCH", path: `/api/users/${member.id}`, cookie: member.cookie },
    { method: "DELETE", path: `/api/users/${leaving.id}`, cookie: leaving.cookie },
    { method: "POST", path: "/api/contact" },
    { method: "PATCH", path: "/api/contact/some-id", cookie: admin.cookie },
    { method: "POST", path: "/api/events", cookie: admin.cookie },
    { method: "PATCH", path: `/api/events/${eventId}`, cookie: admin.cookie },
    { method: "POST", path: `/api/events/${eventId}/cancel`, cookie: admin.cookie },
    { method: "PUT", path: `/api/events/${eventId}/rsvp`, cookie: member.cookie },
    { method: "PUT", path: "/api/users/no-such-user/sponsor-access", cookie: admin.cookie },
    { method: "POST", path: `/api/events/${eventId}/checkin-claim` },
    { method: "POST", path: `/api/events/${eventId}/checkin`, cookie: member.cookie },
    { method: "POST", path: `/api/events/${eventId}/attendance`, cookie: admin.cookie },
    { method: "POST", path: "/api/terms", cookie: admin.cookie },
    { method: "PATCH", path: "/api/terms/tm_some-term", cookie: admin.cookie },
    { method: "POST", path: "/api/points/adjustments", cookie: admin.cookie },
  ];
}

function expectApiHeaders(result: ApiResult) {
  expect(result.headers.get("Cache-Control"), `${result.status}`).toBe("no-store");
  expect(result.headers.get("X-Content-Type-Options"), `${result.status}`).toBe("nosniff");
}

describe("Origin check on unsafe methods", () => {
  it("refuses a foreign Origin with 403 FORBIDDEN_ORIGIN, before anything else", async () => {
    for (const origin of ["https://evil.test", "http://chapter.test", "https://chapter.test.evil.test", "null"]) {
      const logout = await call("POST", "/api/auth/logout", { headers: { Origin: origin } });
      expectError(logout, 403, "FORBIDDEN_ORIGIN");
      expectApiHeaders(logout);
    }
    // Even with a valid session and body: the request does not run.
    const patch = await call("PATCH", `/api/users/${member.id}`, {
      cookie: member.cookie,
      headers: { Origin: "https://evil.test" },
      body: { id: member.id, firstName: "Forged" },
    });
    expectError(patch, 403, "FORBIDDEN_ORIGIN");
    const del = await call("DELETE", `/api/users/${member.id}`, { cookie: member.cookie, headers: { Origin: "https://evil.test" } });
    expectError(del, 403, "FORBIDDEN_ORIGIN");
    const login = await call("POST", "/api/auth/login", {
      headers: { Origin: "https://evil.test" },
      body: { username: member.username, password: member.password },
    });
    expectError(login, 403, "FORBIDDEN_ORIGIN");
    expect(login.setCookie).toBeNull();

    const self = await call("GET", `/api/users/${member.id}`, { cookie: member.cookie });
    expect(self.body.data.firstName).toBe("");
  });

  it("lets the same origin and a missing Origin through", async () => {
    const same = await call("PATCH", `/api/users/${member.id}`, {
      cookie: member.cookie,
      headers: { Origin: ORIGIN },
      body: { id: member.id, lastName: "SameOrigin" },
    });
    expect(same.status).toBe(200);
    expect(same.body.data.lastName).toBe("SameOrigin");
    const none = await call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, lastName: "NoOrigin" } });
    expect(none.status).toBe(200);
    expect(none.body.data.lastName).toBe("NoOrigin");
    expect((await call("POST", "/api/auth/logout", { headers: { Origin: ORIGIN } })).status).toBe(200);
  });

  it("does not apply to safe methods", async () => {
    const session = await call("GET", "/api/auth/session", { cookie: member.cookie, headers: { Origin: "https://evil.test" } });
    expect(session.status).toBe(200);
    const options = await call("OPTIONS", "/api/auth/login", { headers: { Origin: "https://evil.test" } });
    expect(options.status).not.toBe(403);
  });
});

describe("Content type", () => {
  it("answers 415 UNSUPPORTED_MEDIA_TYPE to JSON endpoints sent anything but application/json", { timeout: 30_000 }, async () => {
    const types = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", "text/json"];
    for (const { method, path, cookie } of jsonEndpoints()) {
      for (const type of types) {
        const result = await call(method, path, { cookie, headers: { "Content-Type": type }, rawBody: '{"email":"a@b.co"}' });
        expectError(result, 415, "UNSUPPORTED_MEDIA_TYPE");
        expectApiHeaders(result);
      }
      const untyped = await call(method, path, { cookie, rawBody: new Uint8Array([123, 125]) });
      expectError(untyped, 415, "UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("accepts application/json with parameters and in any case", async () => {
    for (const type of ["application/json; charset=utf-8", "APPLICATION/JSON", "application/json;charset=UTF-8"]) {
      const result = await call("POST", "/api/auth/login", {
        headers: { "Content-Type": type },
        rawBody: JSON.stringify({ username: newIdentity().username, password: "whatever" }),
      });
      expectError(result, 401, "INVALID_CREDENTIALS");
    }
  });
});

describe("Body size", () => {
  const sized = (bytes: number) => {
    const skeleton = JSON.stringify({ username: "someone", password: "" });
    return JSON.stringify({ username: "someone", password: "x".repeat(bytes - skeleton.length) });
  };

  it("answers 413 PAYLOAD_TOO_LARGE over 64 KB, on every JSON endpoint", { timeout: 30_000 }, async () => {
    const body = sized(MAX_BODY_BYTES + 1);
    expect(body.length).toBe(64 * 1024 + 1);
    for (const { method, path, cookie } of jsonEndpoints()) {
      const result = await call(method, path, { cookie, headers: { "Content-Type": "application/json" }, rawBody: body });
      expectError(result, 413, "PAYLOAD_TOO_LARGE");
      expectApiHeaders(result);
    }
  });

  it("takes a body of exactly 64 KB to validation, not 413", async () => {
    const body = sized(MAX_BODY_BYTES);
    expect(body.length).toBe(64 * 1024);
    const result = await call("POST", "/api/auth/login", { headers: { "Content-Type": "application/json" }, rawBody: body });
    expectError(result, 400, "VALIDATION_ERROR");
  });

  it("answers 413 to a large body without a declared length (streamed) and to non-JSON endpoints", async () => {
    const bytes = new TextEncoder().encode(sized(MAX_BODY_BYTES + 1000));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
    const streamed = await call("POST", "/api/auth/signup", { headers: { "Content-Type": "application/json" }, rawBody: stream });
    expectError(streamed, 413, "PAYLOAD_TOO_LARGE");
    const logout = await call("POST", "/api/auth/logout", { headers: { "Content-Type": "text/plain" }, rawBody: "x".repeat(70_000) });
    expectError(logout, 413, "PAYLOAD_TOO_LARGE");
  });
});

describe("Body shape", () => {
  it("answers 400 MALFORMED_JSON to bodies that do not parse", { timeout: 30_000 }, async () => {
    for (const raw of ['{"username":', "{username: 'a'}", "", " ", "undefined", "{'a':1}", '{"a":1}}', "\u0000", "NaN", "[1,]"]) {
      for (const { method, path, cookie } of jsonEndpoints()) {
        const result = await call(method, path, { cookie, headers: { "Content-Type": "application/json" }, rawBody: raw });
        expectError(result, 400, "MALFORMED_JSON");
      }
    }
  });

  it("answers 400 VALIDATION_ERROR to JSON that is not an object", { timeout: 30_000 }, async () => {
    for (const raw of ["[]", '[{"username":"a","password":"b"}]', "null", "42", '"text"', "true"]) {
      for (const { method, path, cookie } of jsonEndpoints()) {
        const result = await call(method, path, { cookie, headers: { "Content-Type": "application/json" }, rawBody: raw });
        expectError(result, 400, "VALIDATION_ERROR");
        expect(result.body.error.errMsg).toBe("The request body must be a JSON object.");
      }
    }
  });
});

describe("Unknown paths and methods", () => {
  it("answers an unknown /api path with the 404 NOT_FOUND envelope", async () => {
    for (const path of [
      "/api",
      "/api/",
      "/api/nope",
      "/api/auth",
      "/api/auth/nope",
      "/api/users/public/onlyname",
      "/api/users/a/b/c",
      "/api/dev",
      "/api/dev/nope",
    ]) {
      for (const method of ["GET", "POST"]) {
        const result = await call(method, path);
        expectError(result, 404, "NOT_FOUND");
        expectApiHeaders(result);
      }
    }
  });

  it("answers a wrong method on a known path with the 404 envelope, never a 5xx", async () => {
    const cases: [string, string][] = [
      ["PUT", "/api/users"],
      ["DELETE", "/api/users"],
      ["PATCH", "/api/users"],
      ["GET", "/api/auth/login"],
      ["DELETE", "/api/auth/session"],
      ["POST", "/api/auth/session"],
      ["PUT", `/api/users/${member.id}`],
      ["POST", `/api/users/${member.id}`],
      ["POST", "/api/dev/outbox"],
      ["OPTIONS", "/api/users"],
    ];
    for (const [method, path] of cases) {
      const result = await call(method, path, { cookie: admin.cookie });
      expectError(result, 404, "NOT_FOUND");
      expectApiHeaders(result);
    }
  });
});

describe("API headers", () => {
  it("every API answer carries Cache-Control: no-store and X-Content-Type-Options: nosniff", async () => {
    const results = [
      await call("GET", "/api/auth/session", { cookie: member.cookie }),
      await call("GET", "/api/auth/session"),
      await call("GET", "/api/users", { cookie: admin.cookie }),
      await call("GET", "/api/users", { cookie: member.cookie }),
      await call("GET", `/api/users/public/${member.username}/${member.id}`),
      await call("POST", "/api/auth/login", { body: { username: member.username, password: member.password } }),
      await call("POST", "/api/auth/login", { body: {} }),
      await call("POST", "/api/auth/logout", { headers: { Origin: "https://evil.test" } }),
      await call("GET", "/api/dev/outbox"),
      await call("GET", "/api/nope"),
    ];
    const statuses = new Set<number>();
    for (const result of results) {
      expectEnvelope(result);
      expectApiHeaders(result);
      statuses.add(result.status);
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 404]);
  });
});

// ---------------------------------------------------------------------------
// Fuzzing

/** mulberry32: a tiny deterministic PRNG, so a failure can be replayed from its seed. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** JSON as the fuzzer builds it: objects keep duplicate and prototype keys; `raw` is pre-serialised. */
type Json = null | boolean | number | string | Json[] | { entries: [string, Json][] } | { raw: string };

class Fuzzer {
  constructor(private readonly random: () => number) {}

  int(max: number) {
    return Math.floor(this.random() * max);
  }
  chance(p: number) {
    return this.random() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  string(): string {
    switch (this.int(9)) {
      case 0:
        return "";
      case 1:
        return this.pick(SQLISH);
      case 2:
        return this.pick(UNICODE);
      case 3:
        return this.pick(UNICODE).repeat(1 + this.int(2000));
      case 4:
        return "a".repeat(this.pick([31, 32, 33, 127, 128, 129, 254, 255, 5000, 20_000]));
      case 5:
        return this.pick(PLAUSIBLE);
      case 6:
        return `${this.pick(PLAUSIBLE)}${this.pick(UNICODE)}${this.pick(SQLISH)}`;
      case 7:
        return Array.from({ length: this.int(40) }, () => String.fromCharCode(this.int(0x3000))).join("");
      default:
        return String(this.number());
    }
  }

  number(): number {
    return this.pick([
      0,
      -0,
      1,
      -1,
      6,
      0.5,
      -0.5,
      1e21,
      -1e21,
      1e308,
      -1e308,
      5e-324,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 53),
      1_000_000_000,
      1_000_000_001,
      2 ** 31,
      -(2 ** 31),
      123456,
      this.int(1000) - 500,
    ]);
  }

  value(depth: number): Json {
    const kind = this.int(depth > 3 ? 5 : 8);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
        return this.number();
      case 3:
      case 4:
        return this.string();
      case 5:
        return Array.from({ length: this.int(5) }, () => this.value(depth + 1));
      case 6:
        return this.object(depth + 1);
      default:
        return this.chance(0.1) ? this.deep() : this.object(depth + 1);
    }
  }

  /** Very deep nesting: arrays or objects hundreds of levels down. */
  deep(): Json {
    const levels = this.pick([50, 500, 3000]);
    let open = "";
    let close = "";
    for (let i = 0; i < levels; i++) {
      const array = this.chance(0.5);
      open += array ? "[" : '{"a":';
      close = (array ? "]" : "}") + close;
    }
    return { raw: `${open}${JSON.stringify(this.string())}${close}` };
  }

  object(depth: number): Json {
    const entries: [string, Json][] = [];
    const count = this.int(6);
    for (let i = 0; i < count; i++) {
      const key = this.chance(0.6) ? this.pick(FIELDS) : this.chance(0.5) ? this.pick(PROTO_KEYS) : this.string().slice(0, 40);
      entries.push([key, this.value(depth)]);
    }
    return { entries };
  }

  /** A body built for one endpoint: its fields, each often of the wrong type. */
  bodyFor(fields: readonly string[], id: string): Json {
    const entries: [string, Json][] = [];
    for (const field of fields) {
      if (this.chance(0.2)) continue;
      entries.push([field, this.chance(0.5) ? this.plausible(field, id) : this.value(1)]);
    }
    if (this.chance(0.3)) entries.push([this.pick(PROTO_KEYS), this.value(1)]);
    if (this.chance(0.2)) entries.push([this.pick(FIELDS), this.value(2)]);
    return { entries };
  }

  plausible(field: string, id: string): Json {
    switch (field) {
      case "id":
        return this.chance(0.8) ? id : this.string();
      case "email":
        return this.pick([`fuzz${this.int(1e6)}@example.edu`, "FUZZ@EXAMPLE.EDU", "a@b", "@", "x@y.z", this.string()]);
      case "username":
        return this.pick([`fuzz_${this.int(1e6)}`, "ab", "a".repeat(33), "Fuzz.User-1", this.string()]);
      case "password":
      case "newPassword":
      case "currentPassword":
        return this.pick(["123456", "short", "x".repeat(128), "x".repeat(129), "correct horse 42", this.string()]);
      case "code":
        return this.pick(["000000", "123456", " 123456 ", "12345", "abcdef", String(this.int(1e6)).padStart(6, "0")]);
      case "token":
        return this.pick(["x".repeat(16), "x".repeat(43), "x".repeat(129), this.string()]);
      case "points":
      case "delta":
        return this.number();
      case "userId":
        return this.chance(0.8) ? id : this.string();
      case "user":
        return this.pick([`fuzz_${this.int(1e6)}`, "FUZZ@EXAMPLE.EDU", id, "", this.string()]);
      case "reason":
        return this.pick(["Helped at the bake sale", "ab", "x".repeat(201), "two\nlines", this.string()]);
      case "claim":
        return this.pick([`v1.ev_x.abc.${"A".repeat(43)}`, "v1...", "x".repeat(301), this.string()]);
      case "startsAt":
      case "endsAt":
        return this.pick(["1990-01-01T00:00:00Z", "2999-12-31T23:59:59Z", "2026-02-30T00:00:00Z", "yesterday", this.number(), this.string()]);
      case "roles":
        return this.pick(["admin", "member", "admin,member", ["admin", "member"], ["root"], "", ",,,", this.string()]);
      case "showEmail":
      case "handled":
        return this.pick([true, false, "true", 1, null]);
      case "message":
        return this.pick(["Hello, we would like to sponsor.", "short", "x".repeat(5001), this.string()]);
      case "website":
        return this.pick(["", "http://spam.example", this.string()]);
      default:
        return this.string();
    }
  }

  /** What goes on the wire: usually JSON (with duplicate and prototype keys kept), sometimes broken. */
  serialize(value: Json): string {
    const text = stringify(value);
    switch (this.int(12)) {
      case 0:
        return text.slice(0, Math.max(0, text.length - 1 - this.int(5)));
      case 1:
        return `${text}${this.pick(["}", "]", ",", "garbage", "\u0000"])}`;
      default:
        return text;
    }
  }

  queryString(): string {
    const params: string[] = [];
    for (let i = 0; i < this.int(4); i++) {
      const key = this.pick(["q", "page", "pageSize", "to", "q", "page", ...PROTO_KEYS]);
      const raw = this.chance(0.5) ? String(this.number()) : this.string().slice(0, 300);
      params.push(`${key}=${this.chance(0.9) ? encode(raw) : raw.replace(/[#&\s]/g, "")}`);
    }
    if (this.chance(0.1)) params.push("page=1&page=2");
    return params.length ? `?${params.join("&")}` : "";
  }

  pathSegment(real: string): string {
    return this.pick([
      real,
      real,
      real.toUpperCase(),
      crypto.randomUUID(),
      "%ZZ",
      "%",
      "..",
      "%2e%2e",
      encode(this.string().slice(0, 200)) || "x",
      "a".repeat(3000),
      "%00",
      "%F0%9F%92%A9",
      "%C0%AF",
    ]);
  }
}

/** Percent-encodes any string, lone surrogates included (as U+FFFD), unlike encodeURIComponent. */
function encode(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9_.~-]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function stringify(value: Json): string {
  if (value !== null && typeof value === "object" && "raw" in value) return value.raw;
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${stringify(v)}`).join(",")}}`;
  }
  if (Array.isArray(value)) return `[${value.map(stringify).join(",")}]`;
  return JSON.stringify(value);
}

const FIELDS = [
  "username",
  "password",
  "email",
  "code",
  "token",
  "currentPassword",
  "newPassword",
  "id",
  "firstName",
  "lastName",
  "showEmail",
  "points",
  "roles",
  "q",
  "page",
  "pageSize",
  "to",
] as const;
const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "admin'--",
  '" OR ""="',
  "1; SELECT * FROM users",
  "%",
  "_",
  "%_%",
  "\\",
  "\\%",
  "' UNION SELECT password_hash FROM users --",
  "NULL",
  "0x00",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text on purpose
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
];
const UNICODE = [
  "é",
  "ß",
  "İ",
  "ﬃ",
  "😀",
  "👩‍👩‍👧",
  "\u200b",
  "\u202e",
  "\ufeff",
  "\u0000",
  "\ud800",
  "\udfff",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "日本語",
  "مرحبا",
  "\n\r\t",
  "Ω",
  "\u0301",
];
const PLAUSIBLE = ["admin", "member", "alice", "bob@example.edu", "correct horse 42", "123456", "true", "[]", "{}"];

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "application/json; charset=utf-16"];
const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=--x",
  "application/json-patch+json",
  "application/json; charset=utf-16",
  "*/*",
  "",
  "application/json, text/plain",
];
const FOREIGN_ORIGINS = ["https://evil.test", "null", "not a url", `${ORIGIN}/`, "HTTPS://CHAPTER.TEST", `${ORIGIN}:443.evil.test`];

/** Change the seed to explore; a failure names its round, and the same seed replays it. */
const SEED = 0x5eed_2026;

describe("Fuzzed requests", () => {
  it("a few hundred hostile requests to every endpoint: never a 5xx, always the envelope", { timeout: 30_000 }, async () => {
    let victim = await registerMember(newIdentity("victim"));
    const start = Date.now();
    const random = mulberry32(SEED);
    const f = new Fuzzer(random);
    const endpoints: { method: string; path: () => string; fields: readonly string[]; id?: string }[] = [
      { method: "GET", path: () => "/api/auth/session", fields: [] },
      { method: "POST", path: () => "/api/auth/login", fields: ["username", "password"] },
      { method: "POST", path: () => "/api/auth/logout", fields: [] },
      { method: "POST", path: () => "/api/auth/logout-all", fields: [] },
      { method: "POST", path: () => "/api/auth/signup", fields: ["username", "password", "email"] },
      { method: "POST", path: () => "/api/auth/verify-code", fields: ["email", "code"] },
      { method: "POST", path: () => "/api/auth/resend-code", fields: ["email"] },
      { method: "POST", path: () => "/api/auth/forgot-password", fields: ["email"] },
      { method: "POST", path: () => "/api/auth/reset-password", fields: ["token", "password"] },
      { method: "POST", path: () => "/api/auth/set-password", fields: ["currentPassword", "newPassword"] },
      { method: "POST", path: () => "/api/auth/reauth", fields: ["password"] },
      { method: "POST", path: () => "/api/auth/passkeys/register/options", fields: [] },
      { method: "POST", path: () => "/api/auth/passkeys/register/verify", fields: ["response", "name"] },
      { method: "POST", path: () => "/api/auth/passkeys/login/options", fields: [] },
      { method: "POST", path: () => "/api/auth/passkeys/login/verify", fields: ["response"] },
      { method: "GET", path: () => `/api/auth/passkeys${f.queryString()}`, fields: [] },
      { method: "PATCH", path: () => `/api/auth/passkeys/${f.pathSegment("x")}`, fields: ["name"] },
      { method: "DELETE", path: () => `/api/auth/passkeys/${f.pathSegment("x")}`, fields: [] },
      { method: "GET", path: () => `/api/users${f.queryString()}`, fields: [] },
      { method: "GET", path: () => `/api/users/${f.pathSegment(victim.id)}`, fields: [] },
      {
        method: "GET",
        path: () => `/api/users/public/${f.pathSegment(victim.username)}/${f.pathSegment(victim.id)}`,
        fields: [],
      },
      {
        method: "POST",
        path: () => "/api/users",
        fields: ["username", "email", "password", "firstName", "lastName", "points", "roles"],
      },
      {
        method: "PATCH",
        path: () => `/api/users/${f.pathSegment(victim.id)}`,
        fields: ["id", "username", "firstName", "lastName", "showEmail", "email", "password", "points", "roles"],
        id: victim.id,
      },
      { method: "DELETE", path: () => `/api/users/${f.pathSegment(victim.id)}`, fields: [] },
      { method: "GET", path: () => `/api/dev/outbox${f.queryString()}`, fields: [] },
      { method: "POST", path: () => "/api/contact", fields: ["name", "email", "message", "website"] },
      { method: "GET", path: () => `/api/contact${f.queryString()}`, fields: [] },
      { method: "PATCH", path: () => `/api/contact/${f.pathSegment("x")}`, fields: ["handled"] },
      { method: "DELETE", path: () => `/api/contact/${f.pathSegment("x")}`, fields: [] },
      { method: "GET", path: () => `/api/events${f.queryString()}`, fields: [] },
      { method: "GET", path: () => `/api/events/${f.pathSegment(eventId)}`, fields: [] },
      {
        method: "POST",
        path: () => "/api/events",
        fields: ["title", "description", "category", "location", "locationUrl", "startsAt", "endsAt", "capacity", "rsvpOpen", "points"],
      },
      {
        method: "PATCH",
        path: () => `/api/events/${f.pathSegment(eventId)}`,
        fields: ["title", "location", "startsAt", "endsAt", "capacity", "rsvpOpen", "points", "status"],
      },
      { method: "POST", path: () => `/api/events/${f.pathSegment(eventId)}/cancel`, fields: ["reason"] },
      { method: "PUT", path: () => `/api/events/${f.pathSegment(eventId)}/rsvp`, fields: ["status"] },
      { method: "DELETE", path: () => `/api/events/${f.pathSegment(eventId)}/rsvp`, fields: [] },
      { method: "GET", path: () => `/api/events/${f.pathSegment(eventId)}/rsvps${f.queryString()}`, fields: [] },
      { method: "GET", path: () => `/api/events/${f.pathSegment(eventId)}/checkin-display`, fields: [] },
      { method: "POST", path: () => `/api/events/${f.pathSegment(eventId)}/checkin-claim`, fields: ["code"] },
      { method: "POST", path: () => `/api/events/${f.pathSegment(eventId)}/checkin`, fields: ["code", "claim"] },
      { method: "POST", path: () => `/api/events/${f.pathSegment(eventId)}/attendance`, fields: ["user"] },
      { method: "GET", path: () => `/api/events/${f.pathSegment(eventId)}/attendance${f.queryString()}`, fields: [] },
      { method: "DELETE", path: () => `/api/events/${f.pathSegment(eventId)}/attendance/${f.pathSegment(victim.id)}`, fields: [] },
      { method: "GET", path: () => `/api/terms${f.queryString()}`, fields: [] },
      { method: "POST", path: () => "/api/terms", fields: ["name", "startsAt", "endsAt"] },
      { method: "PATCH", path: () => `/api/terms/${f.pathSegment("tm_x")}`, fields: ["name", "startsAt", "endsAt"] },
      { method: "DELETE", path: () => `/api/terms/${f.pathSegment("tm_x")}`, fields: [] },
      { method: "POST", path: () => "/api/points/adjustments", fields: ["userId", "delta", "reason"], id: victim.id },
      { method: "GET", path: () => `/api/users/${f.pathSegment(victim.id)}/points${f.queryString()}`, fields: [] },
      { method: "GET", path: () => `/api/leaderboard${f.queryString()}`, fields: [] },
      { method: "GET", path: () => "/api/calendar/feed", fields: [] },
      { method: "POST", path: () => "/api/calendar/feed", fields: [] },
    ];
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
    const seen = new Map<number, number>();
    let respawned = 0;

    const ROUNDS = 400;
    for (let round = 0; round < ROUNDS; round++) {
      const endpoint = endpoints[round % endpoints.length]!;
      const method = f.chance(0.1) ? f.pick(methods) : endpoint.method;
      const path = endpoint.path();
      const headers: Record<string, string> = {};
      const contentType = f.chance(0.75) ? f.pick(JSON_TYPES) : f.pick(OTHER_TYPES);
      if (contentType) headers["Content-Type"] = contentType;
      const origin = f.chance(0.85) ? f.pick([undefined, ORIGIN]) : f.pick(FOREIGN_ORIGINS);
      if (origin) headers.Origin = origin;
      if (f.chance(0.2)) headers.Accept = f.pick(["text/html", "*/*", "application/xml", "application/json"]);
      if (f.chance(0.1)) headers["CF-Connecting-IP"] = f.pick(["203.0.113.7", "::1", "not-an-ip"]);
      if (f.chance(0.1)) headers["X-HTTP-Method-Override"] = f.pick(methods);
      // The admin's session carries the deep requests, so it must live through the fuzz:
      // it never signs out or changes its password here, and its own account is never the target.
      const endsSessions = /\/api\/auth\/(logout|logout-all|set-password|reauth)$/.test(path);
      const adminCookie = endsSessions ? victim.cookie : admin.cookie;
      const cookie = f.pick([
        undefined,
        adminCookie,
        adminCookie,
        victim.cookie,
        "__Host-sid=garbage",
        `__Host-sid=${"A".repeat(43)}`,
        "__Host-sid=%E0%A4%A",
        `__Host-sid=${"x".repeat(5000)}`,
        `${adminCookie}; __Host-sid=other`,
      ]);
      let rawBody: string | undefined;
      if (method !== "GET" && method !== "HEAD" && f.chance(0.9)) {
        const value = f.chance(0.75) ? f.bodyFor(endpoint.fields, endpoint.id ?? victim.id) : f.value(0);
        rawBody = f.serialize(value);
      }
      // The admin must survive the fuzz: never target its own account.
      const safePath = path.includes(admin.id) ? path.replace(admin.id, victim.id) : path;

      const label = `round ${round}: ${method} ${safePath.slice(0, 120)} ${JSON.stringify(headers)} cookie=${String(cookie).slice(0, 20)} body=${(rawBody ?? "").slice(0, 300)}`;
      let result: ApiResult;
      try {
        result = await call(method, safePath, { headers, cookie, rawBody });
      } catch (error) {
        throw new Error(`${label}\n${String(error)}`);
      }
      seen.set(result.status, (seen.get(result.status) ?? 0) + 1);
      expect(result.status, label).toBeLessThan(500);
      expect(result.headers.get("Content-Type"), label).toMatch(/^application\/json/);
      try {
        expectEnvelope(result);
        expectNoSecrets(result);
      } catch (error) {
        throw new Error(`${label}\n${(error as Error).message}`);
      }

      // The victim may have been deleted, signed out or given a new password: bring one back.
      if (method !== "GET" && (await call("GET", "/api/auth/session", { cookie: victim.cookie })).status !== 200) {
        const again = await call("POST", "/api/auth/login", { body: { username: victim.username, password: victim.password } });
        respawned += 1;
        victim = again.status === 200 ? { ...victim, cookie: sessionCookie(again) } : await registerMember(newIdentity("victim"));
      }
    }
    expect((await call("GET", "/api/auth/session", { cookie: admin.cookie })).status).toBe(200);

    // The fuzz must reach past the outer checks, not only bounce off them.
    expect(seen.get(200) ?? 0, JSON.stringify([...seen])).toBeGreaterThan(10);
    expect(seen.get(400) ?? 0, JSON.stringify([...seen])).toBeGreaterThan(50);
    console.log(`fuzz: ${ROUNDS} requests in ${Date.now() - start} ms; statuses ${JSON.stringify(Object.fromEntries(seen))}; victim renewed ${respawned}×`);
  });
});
