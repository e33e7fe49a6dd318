import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, callWithEnv, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { newIdentity, registerAdmin, registerMember, setRoles, type Member } from "./support/members";
import { makeHtml, makePdf, makePng, storedObject, uploadResume } from "./support/resumes";

/**
 * PUT, GET and DELETE /api/me/resume: the member's own résumé. The server
 * decides by the bytes whether a file is a PDF; the size limit is its own
 * (2 MB), while every JSON body keeps the 64 KB limit.
 */

const MB = 1024 * 1024;
let member: Member;

beforeAll(async () => {
  member = await registerMember();
});

describe("PUT /api/me/resume: what is refused", () => {
  it("a PNG renamed to .pdf and declared application/pdf: 415 RESUME_NOT_PDF, naming what it is", async () => {
    const result = await uploadResume(member.cookie, makePng(), { fileName: "resume.pdf" });
    expectError(result, 415, "RESUME_NOT_PDF");
    expect(result.body.error.errMsg).toBe("This file is a PNG image, not a PDF. Save or export your résumé as a PDF and upload that file.");
  });

  it("an HTML page named .pdf (even one that mentions %PDF- and %%EOF): 415 RESUME_NOT_PDF", async () => {
    const result = await uploadResume(member.cookie, makeHtml(), { fileName: "cv.pdf" });
    expectError(result, 415, "RESUME_NOT_PDF");
    expect(result.body.error.errMsg).toMatch(/^This file is a web page \(HTML\), not a PDF\./);
  });

  it("a 3 MB PDF: 413 RESUME_TOO_LARGE, before anything is stored", async () => {
    const big = makePdf("Big", 3 * MB);
    expect(big.byteLength).toBe(3 * MB);
    const result = await uploadResume(member.cookie, big);
    expectError(result, 413, "RESUME_TOO_LARGE");
    expect(result.body.error.errMsg).toMatch(/at most 2 MB/);
    expect(await storedObject(member.id)).toBeNull();
  });

  it("a body over 2 MB sent without a length (streamed) is refused the same way", async () => {
    const big = makePdf("Streamed", 2 * MB + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.byteLength; i += 64 * 1024) controller.enqueue(big.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const result = await call("PUT", "/api/me/resume", {
      cookie: member.cookie,
      rawBody: stream,
      headers: { "Content-Type": "application/pdf", "Transfer-Encoding": "chunked" },
    });
    expectError(result, 413, "RESUME_TOO_LARGE");
  });

  it("an empty body: 400 RESUME_EMPTY", async () => {
    expectError(await uploadResume(member.cookie, new Uint8Array()), 400, "RESUME_EMPTY");
  });

  it("a PDF cut short (no %%EOF at its end): 415 RESUME_NOT_PDF", async () => {
    const cut = makePdf("Cut", 20_000).slice(0, 15_000);
    const result = await uploadResume(member.cookie, cut);
    expectError(result, 415, "RESUME_NOT_PDF");
    expect(result.body.error.errMsg).toMatch(/incomplete/);
  });

  it("a body not declared application/pdf: 415 UNSUPPORTED_MEDIA_TYPE (the declaration is required, not trusted)", async () => {
    expectError(await uploadResume(member.cookie, makePdf(), { contentType: "application/json" }), 415, "UNSUPPORTED_MEDIA_TYPE");
    expectError(await uploadResume(member.cookie, makePdf(), { contentType: null }), 415, "UNSUPPORTED_MEDIA_TYPE");
    expectError(await uploadResume(member.cookie, makePdf(), { contentType: "multipart/form-data; boundary=x" }), 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("anonymous: 401; a sponsor's account (not a member): 403", async () => {
    expectError(await call("PUT", "/api/me/resume", { rawBody: makePdf(), headers: { "Content-Type": "application/pdf" } }), 401, "UNAUTHENTICATED");
    const recruiter = await registerMember(newIdentity("recruiter"));
    await setRoles(recruiter.id, "sponsor");
    expectError(await uploadResume(recruiter.cookie, makePdf()), 403, "FORBIDDEN");
  });

  it("an upload sent from another site's page: 403 FORBIDDEN_ORIGIN, nothing stored", async () => {
    const forged = await call("PUT", "/api/me/resume", {
      cookie: member.cookie,
      rawBody: makePdf(),
      headers: { "Content-Type": "application/pdf", Origin: "https://evil.test" },
    });
    expectError(forged, 403, "FORBIDDEN_ORIGIN");
    expect(await storedObject(member.id)).toBeNull();
  });

  it("the 64 KB limit still holds for JSON bodies, on this path and elsewhere", async () => {
    const big = JSON.stringify({ id: member.id, bio: "x".repeat(70 * 1024) });
    expectError(
      await call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, rawBody: big, headers: { "Content-Type": "application/json" } }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expectError(
      await call("POST", "/api/me/resume", { cookie: member.cookie, rawBody: big, headers: { "Content-Type": "application/json" } }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
  });
});

describe("PUT /api/me/resume: storing", () => {
  it("stores a PDF over 64 KB under a random key, with its cleaned name, size and time", async () => {
    const clock = useTestClock();
    const owner = await registerMember(newIdentity("mei"));
    const pdf = makePdf("Mei Chen", 200 * 1024);
    const result = await uploadResume(owner.cookie, pdf, { fileName: 'C:\\Users\\mei\\Mei "Chen" résumé.pdf' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expectEnvelope(result);
    expect(result.body.data).toEqual({
      resume: { fileName: "Mei _Chen_ résumé.pdf", size: pdf.byteLength, uploadedAt: new Date(clock.now()).toISOString() },
      inResumeBook: false,
      listed: false,
      // The shared database may hold other files' past terms: which one counts is resume-sponsor-views.test.ts's.
      sponsorViews: { term: expect.toSatisfy((term) => term === null || typeof term.name === "string"), organisations: 0 },
    });
    expect(result.body.message).toMatch(/only once you join the résumé book/);
    const stored = await storedObject(owner.id);
    expect(stored!.key).toMatch(/^resumes\/[A-Za-z0-9_-]{32}$/);
    expect(stored!.key).not.toContain(owner.id);
    expect(stored!.key.toLowerCase()).not.toContain("mei");
    expect(stored!.object!.bytes).toEqual(pdf);
    expect(stored!.object!.contentType).toBe("application/pdf");
  });

  it("replacing the résumé deletes the old file", async () => {
    const owner = await registerMember();
    expect((await uploadResume(owner.cookie, makePdf("First"))).status).toBe(200);
    const first = await storedObject(owner.id);
    expect((await uploadResume(owner.cookie, makePdf("Second"), { fileName: "second.pdf" })).status).toBe(200);
    const second = await storedObject(owner.id);
    expect(second!.key).not.toBe(first!.key);
    expect(await env.FILES.get(first!.key)).toBeNull();
    const { results } = await env.DB.prepare("SELECT file_name FROM resumes WHERE user_id = ?").bind(owner.id).all();
    expect(results).toEqual([{ file_name: "second.pdf" }]);
  });

  it("takes at most 10 uploads an hour per member (429 with Retry-After)", async () => {
    const owner = await registerMember();
    for (let i = 0; i < 10; i += 1) expect((await uploadResume(owner.cookie, makePdf(`v${i}`))).status).toBe(200);
    const refused = await uploadResume(owner.cookie, makePdf("eleventh"));
    expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Refused files are never counted: the check comes first.
    expectError(await uploadResume(owner.cookie, makePng()), 415, "RESUME_NOT_PDF");
  });
});

describe("GET and DELETE /api/me/resume", () => {
  it("answers the metadata, and the file itself with ?format=pdf or Accept: application/pdf", async () => {
    const owner = await registerMember();
    const none = await call("GET", "/api/me/resume", { cookie: owner.cookie });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ resume: null, inResumeBook: false, listed: false });
    expectError(await call("GET", "/api/me/resume?format=pdf", { cookie: owner.cookie }), 404, "NOT_FOUND");

    const pdf = makePdf("Own copy");
    await uploadResume(owner.cookie, pdf, { fileName: "Résumé 2027.pdf" });
    const meta = await call("GET", "/api/me/resume", { cookie: owner.cookie });
    expect(meta.body.data.resume).toMatchObject({ fileName: "Résumé 2027.pdf", size: pdf.byteLength });

    const file = await call("GET", "/api/me/resume?format=pdf", { cookie: owner.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(`inline; filename="Resume 2027.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202027.pdf`);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(file.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox; frame-ancestors 'self'");
    expect(file.body).toBe(new TextDecoder().decode(pdf));
    const accepted = await call("GET", "/api/me/resume?download=1", { cookie: owner.cookie, headers: { Accept: "application/pdf" } });
    expect(accepted.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expectError(await call("GET", "/api/me/resume?format=docx", { cookie: owner.cookie }), 400, "VALIDATION_ERROR");
  });

  it("DELETE removes the row and the file; again, it says there was none", async () => {
    const owner = await registerMember();
    await uploadResume(owner.cookie, makePdf());
    const stored = await storedObject(owner.id);
    const deleted = await call("DELETE", "/api/me/resume", { cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ data: { resume: null, listed: false }, message: "Your résumé is deleted." });
    expect(await storedObject(owner.id)).toBeNull();
    expect(await env.FILES.get(stored!.key)).toBeNull();
    const again = await call("DELETE", "/api/me/resume", { cookie: owner.cookie });
    expect(again.body.message).toBe("You had no résumé.");
  });

  it("all three need a signed-in caller", async () => {
    expectError(await call("GET", "/api/me/resume"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/me/resume?format=pdf"), 401, "UNAUTHENTICATED");
    expectError(await call("DELETE", "/api/me/resume"), 401, "UNAUTHENTICATED");
  });
});

describe("deleting the account", () => {
  it("deletes the résumé file in the same request (own deletion and an admin's)", async () => {
    const admin = await registerAdmin();
    for (const byAdmin of [false, true]) {
      const owner = await registerMember();
      await uploadResume(owner.cookie, makePdf());
      const stored = await storedObject(owner.id);
      expect(stored!.object).not.toBeNull();
      const result = byAdmin
        ? await call("DELETE", `/api/users/${owner.id}`, { cookie: admin.cookie })
        : await call("DELETE", `/api/users/${owner.id}`, { cookie: owner.cookie, body: { currentPassword: owner.password } });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await env.FILES.get(stored!.key)).toBeNull();
      expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(owner.id).first("n")).toBe(0);
    }
  });

  it("a refused deletion (wrong password) keeps the file", async () => {
    const owner = await registerMember();
    await uploadResume(owner.cookie, makePdf());
    const stored = await storedObject(owner.id);
    expectError(
      await call("DELETE", `/api/users/${owner.id}`, { cookie: owner.cookie, body: { currentPassword: "wrong password" } }),
      401,
      "INVALID_CREDENTIALS",
    );
    expect(await env.FILES.get(stored!.key)).not.toBeNull();
  });

  it("a file store failure after the account is gone is logged, and the deletion still succeeds", async () => {
    const owner = await registerMember();
    await uploadResume(owner.cookie, makePdf());
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { ...env.FILES, delete: () => Promise.reject(new Error("KV is down")) } as unknown as KVNamespace;
    const result = await callWithEnv({ FILES: failing }, "DELETE", `/api/users/${owner.id}`, {
      cookie: owner.cookie,
      body: { currentPassword: owner.password },
    });
    expect(result.status).toBe(200);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^résumé file not deleted \(account deleted\): key resumes\//), "Error", "KV is down");
  });
});
