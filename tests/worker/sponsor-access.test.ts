import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectEnvelope, expectError } from "./support/api";
import { registerOfficer } from "./support/events";
import { newIdentity, registerAdmin, registerMember, setRoles, type Member } from "./support/members";
import { chapterTime } from "../../worker/email/templates";
import { fromWallClock } from "../../src/shared/time/wall-clock-text";
import { site } from "../../src/site.config";
import { lastMail, linkFrom, mailsTo } from "./support/outbox";
import { publishContent, publishSponsor, validFields } from "./support/content";
import { OTHER_ORGANISATION, SPONSOR_ORGANISATION } from "./support/resumes";
import type { SponsorAccess } from "../../src/shared/resume-book";

/** Admins grant and end sponsors' access: PUT/GET/DELETE /api/users/{id}/sponsor-access, GET /api/sponsor-access. */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

let admin: Member;
let member: Member;

beforeAll(async () => {
  admin = await registerAdmin();
  member = await registerMember();
  await Promise.all([publishSponsor(SPONSOR_ORGANISATION), publishSponsor(OTHER_ORGANISATION)]);
});

async function recruiter() {
  const account = await registerMember(newIdentity("recruiter"));
  await setRoles(account.id, "sponsor");
  return account;
}

const roles = async (id: string) => env.DB.prepare("SELECT roles FROM users WHERE id = ?").bind(id).first<string>("roles");

describe("PUT /api/users/{id}/sponsor-access", () => {
  it("invites the recruiter by e-mail: the organisation, the dates, the username and how to sign in", async () => {
    const account = await recruiter();
    // Next January to May, whatever today is: one date in standard time, one in daylight time.
    const year = new Date().getUTCFullYear() + 1;
    // 9 AM at the chapter on January 11, until the midnight that starts May 1 there.
    const from = fromWallClock(`${year}-01-11T09:00`, site.timeZone);
    const until = fromWallClock(`${year}-05-01T00:00`, site.timeZone);
    const before = (await mailsTo(account.email)).length;
    const result = await call("PUT", `/api/users/${account.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: SPONSOR_ORGANISATION, from: iso(from), until: iso(until) },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(await mailsTo(account.email)).toHaveLength(before + 1);
    const mail = await lastMail(account.email);
    expect(mail?.subject).toMatch(new RegExp(`^Your access to the résumé book for ${SPONSOR_ORGANISATION} — `));
    // With the zone's name, as the chapter's zone names each moment (winter and spring differ where it has daylight saving time).
    expect(chapterTime(from)).toMatch(/^\w{3}, Jan 11, 9:00 AM \S+$/);
    expect(chapterTime(until)).toMatch(/^\w{3}, May 1, 12:00 AM \S+$/);
    const zoneName = (at: number) =>
      new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, timeZoneName: "short" }).formatToParts(at).find((part) => part.type === "timeZoneName")
        ?.value;
    expect([chapterTime(from), chapterTime(until)].map((text) => text.split(" ").at(-1))).toEqual([zoneName(from), zoneName(until)]);
    expect(mail?.text).toContain(`for ${SPONSOR_ORGANISATION}, from ${chapterTime(from)} until ${chapterTime(until)}.`);
    expect(mail?.text).toContain(`Sign in with the username ${account.username}`);
    const signIn = linkFrom(mail, "/login");
    expect(signIn.searchParams.get("redirect")).toBe("/sponsor");
    expect(linkFrom(mail, "/forgot-password").pathname).toBe("/forgot-password");
    // Ending access mails nothing; nor does a refused grant.
    await call("DELETE", `/api/users/${account.id}/sponsor-access`, { cookie: admin.cookie });
    await call("PUT", `/api/users/${account.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: "Nobody Inc", from: iso(from), until: iso(until) },
    });
    expect(await mailsTo(account.email)).toHaveLength(before + 1);
  });

  it("grants a window for a sponsor on the sponsors page, and the sponsor role (other roles stay)", async () => {
    const account = await registerMember(newIdentity("recruiter"));
    const from = Date.now() - DAY;
    const until = Date.now() + 90 * DAY;
    const result = await call("PUT", `/api/users/${account.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: SPONSOR_ORGANISATION.toLowerCase(), from: iso(from), until: iso(until) },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expectEnvelope(result);
    expect(result.body.data).toEqual({
      userId: account.id,
      username: account.username,
      firstName: "",
      lastName: "",
      organisation: SPONSOR_ORGANISATION,
      from: iso(from),
      until: iso(until),
      status: "active",
      hasSponsorRole: true,
      grantedBy: admin.id,
      grantedAt: expect.stringMatching(/Z$/),
    });
    expect(await roles(account.id)).toBe("member,sponsor");
    // Granting again replaces the window (one per account).
    const again = await call("PUT", `/api/users/${account.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: OTHER_ORGANISATION, from: iso(from + 7 * DAY), until: iso(until) },
    });
    expect(again.body.data).toMatchObject({ organisation: OTHER_ORGANISATION, status: "upcoming" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sponsor_access WHERE user_id = ?").bind(account.id).first("n")).toBe(1);
    const read = await call("GET", `/api/users/${account.id}/sponsor-access`, { cookie: admin.cookie });
    expect(read.body.data).toEqual(again.body.data);
  });

  it("refuses an organisation that is not a sponsor, and a window that ends first or lasts over 400 days", async () => {
    const account = await recruiter();
    const path = `/api/users/${account.id}/sponsor-access`;
    const at = Date.now();
    const unknown = await call("PUT", path, { cookie: admin.cookie, body: { organisation: "Acme Corp", from: iso(at), until: iso(at + DAY) } });
    expectError(unknown, 400, "VALIDATION_ERROR");
    expect(unknown.body.error.fields.organisation).toMatch(/^Choose one of the sponsors on the sponsors page: .+\.$/);
    expect(unknown.body.error.fields.organisation).toContain(SPONSOR_ORGANISATION);
    const backwards = await call("PUT", path, { cookie: admin.cookie, body: { organisation: SPONSOR_ORGANISATION, from: iso(at), until: iso(at) } });
    expect(backwards.body.error.fields).toEqual({ until: "Access must end after it starts." });
    const long = await call("PUT", path, { cookie: admin.cookie, body: { organisation: SPONSOR_ORGANISATION, from: iso(at), until: iso(at + 401 * DAY) } });
    expect(long.body.error.fields.until).toMatch(/at most 400 days/);
    const badTime = await call("PUT", path, { cookie: admin.cookie, body: { organisation: SPONSOR_ORGANISATION, from: "next monday", until: iso(at + DAY) } });
    expect(badTime.body.error.fields).toEqual({ from: "From must be a UTC time such as 2026-12-01T23:00:00Z." });
    const extra = await call("PUT", path, {
      cookie: admin.cookie,
      body: { organisation: SPONSOR_ORGANISATION, from: iso(at), until: iso(at + DAY), tier: "any" },
    });
    expectError(extra, 400, "VALIDATION_ERROR");
    expectError(
      await call("PUT", "/api/users/no-such-user/sponsor-access", {
        cookie: admin.cookie,
        body: { organisation: SPONSOR_ORGANISATION, from: iso(at), until: iso(at + DAY) },
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("is for admins only: 401 anonymous; 403 member, officer, sponsor", async () => {
    const account = await recruiter();
    const officer = await registerOfficer();
    const body = { organisation: SPONSOR_ORGANISATION, from: iso(Date.now()), until: iso(Date.now() + DAY) };
    const path = `/api/users/${account.id}/sponsor-access`;
    expectError(await call("PUT", path, { body }), 401, "UNAUTHENTICATED");
    expectError(await call("GET", path), 401, "UNAUTHENTICATED");
    expectError(await call("DELETE", path), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/sponsor-access"), 401, "UNAUTHENTICATED");
    for (const who of [member, officer, account]) {
      expectError(await call("PUT", path, { cookie: who.cookie, body }), 403, "FORBIDDEN");
      expectError(await call("GET", path, { cookie: who.cookie }), 403, "FORBIDDEN");
      expectError(await call("DELETE", path, { cookie: who.cookie }), 403, "FORBIDDEN");
      expectError(await call("GET", "/api/sponsor-access", { cookie: who.cookie }), 403, "FORBIDDEN");
    }
  });
});

describe("DELETE /api/users/{id}/sponsor-access and the list", () => {
  it("ends the access at once: the window and the sponsor role go, other roles stay; again changes nothing", async () => {
    const account = await registerMember(newIdentity("recruiter"));
    await call("PUT", `/api/users/${account.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: SPONSOR_ORGANISATION, from: iso(Date.now() - DAY), until: iso(Date.now() + DAY) },
    });
    expect((await call("GET", "/api/resume-book", { cookie: account.cookie })).status).toBe(200);
    const revoked = await call("DELETE", `/api/users/${account.id}/sponsor-access`, { cookie: admin.cookie });
    expect(revoked.body).toEqual({ data: { userId: account.id, roles: "member", removed: true }, message: "Sponsor access ended." });
    expectError(await call("GET", "/api/resume-book", { cookie: account.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", `/api/users/${account.id}/sponsor-access`, { cookie: admin.cookie }), 404, "NOT_FOUND");
    const again = await call("DELETE", `/api/users/${account.id}/sponsor-access`, { cookie: admin.cookie });
    expect(again.body).toMatchObject({ data: { removed: false }, message: "This account had no sponsor access." });
  });

  it("GET /api/sponsor-access lists every grant with its status; removing the role alone shows", async () => {
    const ended = await recruiter();
    const upcoming = await recruiter();
    const at = Date.now();
    await call("PUT", `/api/users/${ended.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: OTHER_ORGANISATION, from: iso(at - 9 * DAY), until: iso(at - DAY) },
    });
    await call("PUT", `/api/users/${upcoming.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: OTHER_ORGANISATION, from: iso(at + DAY), until: iso(at + 9 * DAY) },
    });
    await setRoles(upcoming.id, "member");
    const list = await call("GET", "/api/sponsor-access", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const mine = list.body.data.filter((row: SponsorAccess) => [ended.id, upcoming.id].includes(row.userId));
    expect(Object.fromEntries(mine.map((row: SponsorAccess) => [row.userId, [row.organisation, row.status, row.hasSponsorRole]]))).toEqual({
      [ended.id]: [OTHER_ORGANISATION, "ended", true],
      [upcoming.id]: [OTHER_ORGANISATION, "upcoming", false],
    });
    // By organisation, then username.
    const keys = list.body.data.map((row: SponsorAccess) => `${row.organisation}\u0000${row.username}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe("the sponsors an admin may choose are those on the sponsors page, as officers edit it", () => {
  it("a sponsor published on the site can be given access at once; a draft, a deleted or an unpublished one cannot", async () => {
    const officer = await registerOfficer();
    const account = await recruiter();
    const path = `/api/users/${account.id}/sponsor-access`;
    const name = `Fernhollow Labs ${crypto.randomUUID().slice(0, 6)}`;
    const window = { organisation: name, from: iso(Date.now()), until: iso(Date.now() + 30 * DAY) };
    const created = await call("POST", "/api/content/sponsors", { cookie: officer.cookie, body: { status: "draft", fields: validFields("sponsors", name) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as { id: string }).id;
    // A draft is not on the page yet.
    expectError(await call("PUT", path, { cookie: admin.cookie, body: window }), 400, "VALIDATION_ERROR");
    await call("PATCH", `/api/content/sponsors/${id}`, { cookie: officer.cookie, body: { status: "published" } });
    const granted = await call("PUT", path, { cookie: admin.cookie, body: window });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data).toMatchObject({ organisation: name, status: "active" });
    // Taken off the page (deleted, or back to draft): no new grant names it.
    await call("DELETE", `/api/content/sponsors/${id}`, { cookie: officer.cookie });
    const afterDelete = await call("PUT", path, { cookie: admin.cookie, body: window });
    expectError(afterDelete, 400, "VALIDATION_ERROR");
    expect(afterDelete.body.error.fields.organisation).not.toContain(name);
    await call("POST", `/api/content/sponsors/${id}/restore`, { cookie: officer.cookie });
    await call("PATCH", `/api/content/sponsors/${id}`, { cookie: officer.cookie, body: { status: "draft" } });
    expectError(await call("PUT", path, { cookie: admin.cookie, body: window }), 400, "VALIDATION_ERROR");
    // A sponsor's other fields play no part: publishing another item leaves the names as they were.
    await publishContent("sponsors", validFields("sponsors", `${name} Two`));
    expect((await call("PUT", path, { cookie: admin.cookie, body: { ...window, organisation: `${name} two` } })).status).toBe(200);
  });
});
