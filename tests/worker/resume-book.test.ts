import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatInstant } from "../../src/shared/time/formats";
import { call, expectEnvelope, expectError, type ApiResult } from "./support/api";
import { registerOfficer } from "./support/events";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { publishSponsor } from "./support/content";
import { makePdf, OTHER_ORGANISATION, patchUser, registerBookMember, registerSponsor, SPONSOR_ORGANISATION, uploadResume } from "./support/resumes";
import type { AccessLogEntry, ResumeBookEntry } from "../../src/shared/resume-book";
import { site } from "../../src/site.config";
import { toEpochMs } from "../../src/shared/time/instant";

/**
 * /api/resume-book for every kind of caller: anonymous, a member, another
 * member (in the book), an officer, a sponsor before, inside and after its
 * window, and an admin; then the book's contents, files, manifest, access
 * log and the members' view counts.
 */

let admin: Member;
let member: Member;
let inBook: Member;
let officer: Member;
let sponsor: Member;
let early: Member;
let late: Member & { until: string };

beforeAll(async () => {
  admin = await registerAdmin();
  member = await registerMember();
  officer = await registerOfficer();
  inBook = await registerBookMember({ major: "Matrix Engineering" });
  sponsor = await registerSponsor("inside", admin);
  early = await registerSponsor("before", admin);
  late = await registerSponsor("after", admin);
});

async function api(method: string, path: string, cookie?: string): Promise<ApiResult> {
  const result = await call(method, path, { cookie });
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
  if (result.headers.get("Content-Type")?.startsWith("application/json")) expectEnvelope(result);
  return result;
}

const logRows = async (memberId: string) =>
  (await env.DB.prepare("SELECT sponsor_id, sponsor_name, organisation, action FROM resume_access_log WHERE member_id = ? ORDER BY id").bind(memberId).all())
    .results;

describe("who may call what", () => {
  const bookPaths = () => [
    "/api/resume-book",
    "/api/resume-book/manifest.csv",
    `/api/resume-book/${inBook.id}/resume`,
    `/api/resume-book/${inBook.id}/resume?download=1`,
  ];

  it("anonymous: 401 everywhere", async () => {
    for (const path of [...bookPaths(), "/api/resume-book/access-log"]) expectError(await api("GET", path), 401, "UNAUTHENTICATED");
  });

  it("members, officers and a member in the book itself: 403 (the book is for sponsors and admins)", async () => {
    const logged = (await logRows(inBook.id)).length;
    for (const who of [member, officer, inBook]) {
      for (const path of [...bookPaths(), "/api/resume-book/access-log"]) {
        const result = await api("GET", path, who.cookie);
        expectError(result, 403, "FORBIDDEN");
      }
    }
    expect((await api("GET", "/api/resume-book", member.cookie)).body.error.errMsg).toBe("The résumé book is open to the chapter's sponsors and admins only.");
    expect((await logRows(inBook.id)).length).toBe(logged);
  });

  it("a sponsor inside the window reads the list, the manifest and the files; not the access log", async () => {
    expect((await api("GET", "/api/resume-book", sponsor.cookie)).status).toBe(200);
    expect((await api("GET", "/api/resume-book/manifest.csv", sponsor.cookie)).status).toBe(200);
    expect((await api("GET", `/api/resume-book/${inBook.id}/resume`, sponsor.cookie)).status).toBe(200);
    expectError(await api("GET", "/api/resume-book/access-log", sponsor.cookie), 403, "FORBIDDEN");
  });

  it("a sponsor before the window: 403 SPONSOR_ACCESS_NOT_STARTED saying when it starts; nothing logged", async () => {
    const before = (await logRows(inBook.id)).length;
    for (const path of bookPaths()) {
      const result = await api("GET", path, early.cookie);
      expectError(result, 403, "SPONSOR_ACCESS_NOT_STARTED");
      expect(result.body.error.errMsg).toMatch(/^Your access to the résumé book starts on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \S+\.$/);
    }
    expect((await logRows(inBook.id)).length).toBe(before);
  });

  it("a sponsor after the window: 403 SPONSOR_ACCESS_ENDED saying when it ended; nothing logged", async () => {
    const before = (await logRows(inBook.id)).length;
    const ended = formatInstant("day", toEpochMs(late.until), site.timeZone); // "June 1, 2027", at the chapter
    for (const path of bookPaths()) {
      const result = await api("GET", path, late.cookie);
      expectError(result, 403, "SPONSOR_ACCESS_ENDED");
      expect(result.body.error.errMsg).toContain(`Your access to the résumé book ended on ${ended} at `);
    }
    expect((await logRows(inBook.id)).length).toBe(before);
  });

  it("a sponsor whose role was taken away (window still there): 403", async () => {
    const revoked = await registerSponsor("inside", admin);
    await env.DB.prepare("UPDATE users SET roles = 'member' WHERE id = ?").bind(revoked.id).run();
    for (const path of bookPaths()) expectError(await api("GET", path, revoked.cookie), 403, "FORBIDDEN");
  });

  it("an admin reads everything, without a window", async () => {
    for (const path of [...bookPaths(), "/api/resume-book/access-log"]) expect((await api("GET", path, admin.cookie)).status).toBe(200);
  });

  it("a member's own résumé endpoints stay their own: another member, a sponsor or an admin gets their own (none)", async () => {
    for (const who of [member, sponsor, admin]) {
      const own = await api("GET", "/api/me/resume", who.cookie);
      expect(own.body.data.resume).toBeNull();
      expectError(await api("GET", "/api/me/resume?format=pdf", who.cookie), 404, "NOT_FOUND");
    }
  });
});

describe("GET /api/resume-book: the list", () => {
  const tag = `Zq${Date.now().toString(36)}`;
  // Members that come and go in the tests below: a tag of their own, so the three above stay three.
  const other = `Yx${Date.now().toString(36)}`;
  let ana: Member;
  let ben: Member;
  let cho: Member;

  beforeAll(async () => {
    ana = await registerBookMember({
      firstName: "Ana",
      lastName: "Zeller",
      major: `${tag} Mechanical Engineering`,
      graduationTerm: "fall-2027",
      degree: "bachelor",
      links: { github: "https://github.com/ana" },
    });
    ben = await registerBookMember({ firstName: "Ben", lastName: "Adams", major: `${tag} Computer Science`, graduationTerm: "spring-2028", degree: "master" });
    cho = await registerBookMember({ firstName: "Cho", lastName: "Min", major: `${tag} Chemistry`, graduationTerm: "spring-2027", degree: "bachelor" });
  });

  const ids = (result: ApiResult) => result.body.data.map((entry: ResumeBookEntry) => entry.userId);

  it("lists opted-in members with a résumé: names, major, term, degree, links, file; meta has the sponsor's window", async () => {
    const result = await api("GET", `/api/resume-book?major=${tag}`, sponsor.cookie);
    expect(result.body.meta).toEqual({ total: 3, access: { organisation: SPONSOR_ORGANISATION, from: expect.any(String), until: expect.any(String) } });
    expect(ids(result)).toEqual([ben.id, cho.id, ana.id]); // by last name
    const entry = result.body.data.find((e: ResumeBookEntry) => e.userId === ana.id);
    expect(entry).toEqual({
      userId: ana.id,
      firstName: "Ana",
      lastName: "Zeller",
      email: ana.email,
      major: `${tag} Mechanical Engineering`,
      graduationTerm: "fall-2027",
      degree: "bachelor",
      links: { linkedin: null, github: "https://github.com/ana", portfolio: null },
      resume: { size: expect.any(Number), updatedAt: expect.stringMatching(/Z$/), downloadName: `Zeller-Ana-${ana.id.replace(/-/g, "").slice(0, 8)}.pdf` },
    });
    // The e-mail, for the sponsor to reach the member; never the username or roles.
    expect(JSON.stringify(result.body.data)).not.toContain(ana.username);
    expect((await api("GET", `/api/resume-book?major=${tag}`, admin.cookie)).body.meta.access).toBeNull();
  });

  it("matches the major by words and abbreviations: CS finds Computer Science, EE does not find Mechanical Engineering", async () => {
    const eve = await registerBookMember({
      firstName: "Eve",
      lastName: "Park",
      major: `${tag} Electrical Engineering`,
      graduationTerm: "fall-2029",
      degree: "bachelor",
    });
    try {
      expect(ids(await api("GET", `/api/resume-book?major=${tag}%20CS`, sponsor.cookie))).toEqual([ben.id]);
      expect(ids(await api("GET", `/api/resume-book?major=${tag}%20ee`, sponsor.cookie))).toEqual([eve.id]);
      expect(ids(await api("GET", `/api/resume-book?major=${tag}%20engineering`, sponsor.cookie))).toEqual([eve.id, ana.id]);
      expect(ids(await api("GET", `/api/resume-book?major=${tag}%20ME`, sponsor.cookie))).toEqual([ana.id]);
      // Letters inside a word find nothing ("gineer" is in Engineering, but starts no word).
      expect(ids(await api("GET", `/api/resume-book?major=${tag}%20gineer`, sponsor.cookie))).toEqual([]);
      const manifest = await call("GET", `/api/resume-book/manifest.csv?major=${tag}%20EE`, { cookie: sponsor.cookie });
      expect((manifest.body as string).trimEnd().split("\r\n")).toHaveLength(2);
    } finally {
      await patchUser(eve, { inResumeBook: false });
    }
  });

  it("filters a range of graduation years, either end open", async () => {
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&gradYearFrom=2027&gradYearTo=2027`, sponsor.cookie))).toEqual([cho.id, ana.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&gradYearFrom=2028`, sponsor.cookie))).toEqual([ben.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&gradYearTo=2027&sort=graduation`, sponsor.cookie))).toEqual([cho.id, ana.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&gradYearFrom=2026&gradYearTo=2030`, sponsor.cookie))).toHaveLength(3);
    const backwards = await api("GET", `/api/resume-book?gradYearFrom=2029&gradYearTo=2027`, sponsor.cookie);
    expectError(backwards, 400, "VALIDATION_ERROR");
    expect(backwards.body.error.fields).toEqual({ gradYearTo: "gradYearTo must not be before gradYearFrom." });
  });

  it("filters by part of the major (any case), graduation year and degree", async () => {
    expect(ids(await api("GET", `/api/resume-book?major=${tag.toLowerCase()}%20mech`, sponsor.cookie))).toEqual([ana.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&gradYear=2028`, sponsor.cookie))).toEqual([ben.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&degree=bachelor`, sponsor.cookie))).toEqual([cho.id, ana.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&degree=bachelor&gradYear=2027`, sponsor.cookie)).sort()).toEqual([ana.id, cho.id].sort());
  });

  it("sorts by name, major, graduation (soonest first) or newest résumé", async () => {
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&sort=major`, sponsor.cookie))).toEqual([cho.id, ben.id, ana.id]);
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&sort=graduation`, sponsor.cookie))).toEqual([cho.id, ana.id, ben.id]);
    await uploadResume(ben.cookie, makePdf("Ben v2"));
    expect(ids(await api("GET", `/api/resume-book?major=${tag}&sort=updated`, sponsor.cookie))[0]).toBe(ben.id);
  });

  it("refuses filters it does not know", async () => {
    for (const query of ["gradYear=soon", "degree=phd", "sort=gpa", "gradYear=1800", "gradYearFrom=soon", "gradYearTo=3000"]) {
      expectError(await api("GET", `/api/resume-book?${query}`, sponsor.cookie), 400, "VALIDATION_ERROR");
    }
  });

  it("leaving the book, or deleting the résumé, removes the member at once — from the list and from the files", async () => {
    const leaver = await registerBookMember({ firstName: "Lee", lastName: "Vance", major: `${other} Physics` });
    expect(ids(await api("GET", `/api/resume-book?major=${other}%20Physics`, sponsor.cookie))).toEqual([leaver.id]);
    await patchUser(leaver, { inResumeBook: false });
    expect(ids(await api("GET", `/api/resume-book?major=${other}%20Physics`, sponsor.cookie))).toEqual([]);
    expectError(await api("GET", `/api/resume-book/${leaver.id}/resume`, sponsor.cookie), 404, "NOT_FOUND");
    expectError(await api("GET", `/api/resume-book/${leaver.id}/resume`, admin.cookie), 404, "NOT_FOUND");
    expect(await logRows(leaver.id)).toEqual([]);

    await patchUser(leaver, { inResumeBook: true });
    expect(ids(await api("GET", `/api/resume-book?major=${other}%20Physics`, sponsor.cookie))).toEqual([leaver.id]);
    await call("DELETE", "/api/me/resume", { cookie: leaver.cookie });
    expect(ids(await api("GET", `/api/resume-book?major=${other}%20Physics`, sponsor.cookie))).toEqual([]);
    expectError(await api("GET", `/api/resume-book/${leaver.id}/resume`, sponsor.cookie), 404, "NOT_FOUND");
  });

  it("opting in without a résumé lists nobody until the file comes", async () => {
    const pending = await registerMember();
    await patchUser(pending, { firstName: "Pat", lastName: "Ng", major: `${other} Geology`, inResumeBook: true });
    expect(ids(await api("GET", `/api/resume-book?major=${other}%20Geology`, sponsor.cookie))).toEqual([]);
    const uploaded = await uploadResume(pending.cookie, makePdf("Pat"));
    expect(uploaded.body).toMatchObject({ data: { listed: true }, message: "Your résumé is saved and in the résumé book." });
    expect(ids(await api("GET", `/api/resume-book?major=${other}%20Geology`, sponsor.cookie))).toEqual([pending.id]);
  });
});

describe("GET /api/resume-book/{userId}/resume", () => {
  it("streams the PDF with headers that keep it inert, inline or as an attachment, and logs each", async () => {
    const pdf = makePdf("Served", 50_000);
    const owner = await registerBookMember({ firstName: "Émile", lastName: "Dubois" }, pdf);
    const viewed = await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: sponsor.cookie });
    expect(viewed.status).toBe(200);
    expect(viewed.body).toBe(new TextDecoder().decode(pdf));
    const name = `Dubois-Émile-${owner.id.replace(/-/g, "").slice(0, 8)}.pdf`;
    expect(Object.fromEntries(viewed.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": `inline; filename="${name.replace("É", "E")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox; frame-ancestors 'self'",
      "cross-origin-resource-policy": "same-origin",
    });
    const downloaded = await call("GET", `/api/resume-book/${owner.id}/resume?download=1`, { cookie: sponsor.cookie });
    expect(downloaded.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Dubois-Emile-/);
    await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: admin.cookie });
    expect(await logRows(owner.id)).toEqual([
      { sponsor_id: sponsor.id, sponsor_name: sponsor.username, organisation: SPONSOR_ORGANISATION, action: "view" },
      { sponsor_id: sponsor.id, sponsor_name: sponsor.username, organisation: SPONSOR_ORGANISATION, action: "download" },
      { sponsor_id: admin.id, sponsor_name: admin.username, organisation: null, action: "view" },
    ]);
  });

  it("404 for an unknown member or one never in the book; 400 for a bad ?download", async () => {
    expectError(await api("GET", "/api/resume-book/nobody/resume", sponsor.cookie), 404, "NOT_FOUND");
    const outsider = await registerMember();
    await uploadResume(outsider.cookie, makePdf());
    expectError(await api("GET", `/api/resume-book/${outsider.id}/resume`, sponsor.cookie), 404, "NOT_FOUND");
    expectError(await api("GET", `/api/resume-book/${inBook.id}/resume?download=yes`, sponsor.cookie), 400, "VALIDATION_ERROR");
  });
});

describe("GET /api/me/resume: sponsors who opened it", () => {
  it("counts sponsor organisations, not admins, not repeat views", async () => {
    const owner = await registerBookMember({ firstName: "Ravi", lastName: "Iyer" });
    const count = async () => (await api("GET", "/api/me/resume", owner.cookie)).body.data.sponsorViews.organisations;
    expect(await count()).toBe(0);
    await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: admin.cookie });
    expect(await count()).toBe(0);
    await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: sponsor.cookie });
    await call("GET", `/api/resume-book/${owner.id}/resume?download=1`, { cookie: sponsor.cookie });
    const colleague = await registerSponsor("inside", admin); // the same organisation
    await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: colleague.cookie });
    expect(await count()).toBe(1);
    const other = await registerMember();
    await env.DB.prepare("UPDATE users SET roles = 'sponsor' WHERE id = ?").bind(other.id).run();
    await publishSponsor(OTHER_ORGANISATION);
    await call("PUT", `/api/users/${other.id}/sponsor-access`, {
      cookie: admin.cookie,
      body: { organisation: OTHER_ORGANISATION, from: new Date(Date.now() - 86_400_000).toISOString(), until: new Date(Date.now() + 86_400_000).toISOString() },
    });
    await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: other.cookie });
    const mine = await api("GET", "/api/me/resume", owner.cookie);
    expect(mine.body.data).toMatchObject({ inResumeBook: true, listed: true, sponsorViews: { organisations: 2 } });
    // Which views count by their time (the term's start): resume-sponsor-views.test.ts, with a database of its own.
  });
});

describe("GET /api/resume-book/manifest.csv", () => {
  it("one spreadsheet-safe line per résumé of the selection, named as the files are served", async () => {
    const tag = `Mf${Date.now().toString(36)}`;
    const plain = await registerBookMember({
      firstName: "Kai",
      lastName: "Lopez",
      major: `${tag} Biology`,
      graduationTerm: "winter-2029",
      degree: "doctorate",
    });
    const tricky = await registerBookMember({ firstName: '=HYPERLINK("https://evil.example")', lastName: "Smith, Jr.", major: `${tag} Biology` });
    const result = await call("GET", `/api/resume-book/manifest.csv?major=${tag}&sort=name`, { cookie: sponsor.cookie });
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("Content-Disposition")).toBe('attachment; filename="resume-book-manifest.csv"');
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    const lines = (result.body as string).split("\r\n");
    expect(lines[0]).toBe(
      '"file","first_name","last_name","email","major","graduation_term","degree","linkedin","github","portfolio","resume_updated_utc","resume_bytes"',
    );
    expect(lines).toHaveLength(4); // header, two lines, and the final CRLF
    const list = await call("GET", `/api/resume-book?major=${tag}&sort=name`, { cookie: sponsor.cookie });
    const [kai, smith] = list.body.data;
    expect(kai.userId).toBe(plain.id);
    expect(lines[1]).toBe(
      `"${kai.resume.downloadName}","Kai","Lopez","${plain.email}","${tag} Biology","Winter 2029","doctorate","","","","${kai.resume.updatedAt}","${kai.resume.size}"`,
    );
    expect(smith.userId).toBe(tricky.id);
    expect(lines[2]).toMatch(/^"[^"]+","'=HYPERLINK\(""https:\/\/evil\.example""\)","Smith, Jr\.",/);
  });
});

describe("GET /api/resume-book/access-log", () => {
  it("pages the log newest first, filtered by member or sponsor", async () => {
    const owner = await registerBookMember({ firstName: "Noor", lastName: "Haddad" });
    for (let i = 0; i < 3; i += 1) await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: sponsor.cookie });
    await call("GET", `/api/resume-book/${owner.id}/resume?download=1`, { cookie: admin.cookie });
    const page = await api("GET", `/api/resume-book/access-log?memberId=${owner.id}&pageSize=2`, admin.cookie);
    expect(page.body.meta).toEqual({ total: 4, page: 1, pageSize: 2 });
    expect(page.body.data[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/Z$/),
      action: "download",
      organisation: null,
      sponsor: { id: admin.id, username: admin.username },
      member: { id: owner.id, username: owner.username, firstName: "Noor", lastName: "Haddad" },
    });
    const second = await api("GET", `/api/resume-book/access-log?memberId=${owner.id}&pageSize=2&page=2`, admin.cookie);
    expect(second.body.data.map((e: AccessLogEntry) => e.sponsor.id)).toEqual([sponsor.id, sponsor.id]);
    const bySponsor = await api("GET", `/api/resume-book/access-log?memberId=${owner.id}&sponsorId=${sponsor.id}`, admin.cookie);
    expect(bySponsor.body.meta.total).toBe(3);
    expectError(await api("GET", "/api/resume-book/access-log?pageSize=1000", admin.cookie), 400, "VALIDATION_ERROR");
  });

  it("keeps who it was after the sponsor's account is deleted; the member's deletion takes their rows", async () => {
    const owner = await registerBookMember({ firstName: "Ivy", lastName: "Tan" });
    const leaving = await registerSponsor("inside", admin);
    await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: leaving.cookie });
    expect((await call("DELETE", `/api/users/${leaving.id}`, { cookie: admin.cookie })).status).toBe(200);
    const log = await api("GET", `/api/resume-book/access-log?memberId=${owner.id}`, admin.cookie);
    expect(log.body.data[0].sponsor).toEqual({ id: null, username: leaving.username });
    expect((await call("DELETE", `/api/users/${owner.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect(await logRows(owner.id)).toEqual([]);
  });
});
