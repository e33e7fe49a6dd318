import { describe, expect, it } from "vitest";
import { measureCost, SESSION_KV_READS } from "./support/cost";
import { registerAdmin } from "./support/members";
import { makePdf, registerBookMember, registerSponsor } from "./support/resumes";

/**
 * What the résumé book's requests cost. Serving a file — the hot path, 300
 * times in a row when a sponsor downloads the book — is one session check
 * (KV read, at most, and one D1 query), one D1 batch (the window, the log
 * row written only when allowed, the file's row) and one read of the file
 * store (Workers KV by default); never a session write.
 */
describe("cost of the résumé book's requests", () => {
  it("GET /api/resume-book/{id}/resume (sponsor, admin): session + one D1 batch + one file read", async () => {
    const admin = await registerAdmin();
    const sponsor = await registerSponsor("inside", admin);
    const owner = await registerBookMember({ firstName: "Cost", lastName: "Check" }, makePdf("cost", 200 * 1024));
    for (const reader of [sponsor, admin]) {
      const cost = await measureCost(`/api/resume-book/${owner.id}/resume`, { headers: { Cookie: reader.cookie } });
      await cost.response.arrayBuffer();
      expect({
        status: cost.status,
        d1: cost.d1,
        kvReads: cost.kvReads,
        kvWrites: cost.kvWrites,
        fileReads: cost.fileReads,
        fileWrites: cost.fileWrites,
      }).toEqual({
        status: 200,
        d1: 2,
        kvReads: SESSION_KV_READS,
        kvWrites: 0,
        fileReads: 1,
        fileWrites: 0,
      });
    }
  });

  it("refusals cost no file read: outside the window, one D1 batch after the session", async () => {
    const admin = await registerAdmin();
    const late = await registerSponsor("after", admin);
    const owner = await registerBookMember({ firstName: "Cost", lastName: "Refused" });
    const cost = await measureCost(`/api/resume-book/${owner.id}/resume`, { headers: { Cookie: late.cookie } });
    expect(cost).toMatchObject({ status: 403, d1: 2, kvWrites: 0, fileReads: 0 });
  });

  it("the list, the manifest and the member's own page: session + one D1 round trip, no file read", async () => {
    const admin = await registerAdmin();
    const sponsor = await registerSponsor("inside", admin);
    const owner = await registerBookMember({ firstName: "Cost", lastName: "List" });
    for (const [path, who] of [
      ["/api/resume-book", sponsor],
      ["/api/resume-book", admin],
      ["/api/resume-book/manifest.csv", sponsor],
      ["/api/me/resume", owner],
    ] as const) {
      const cost = await measureCost(path, { headers: { Cookie: who.cookie } });
      expect(cost, path).toMatchObject({ status: 200, d1: 2, kvWrites: 0, fileReads: 0, fileWrites: 0 });
    }
  });

  it("an upload: session, throttle, the day's KV writes for files, one file write, one D1 batch (and the old file's delete when replacing)", async () => {
    const owner = await registerBookMember({ firstName: "Cost", lastName: "Upload" });
    const cost = await measureCost("/api/me/resume", {
      method: "PUT",
      headers: { Cookie: owner.cookie, "Content-Type": "application/pdf" },
      body: makePdf("again", 100 * 1024),
    });
    expect(cost).toMatchObject({ status: 200, d1: 4, kvWrites: 0, fileReads: 0, fileWrites: 2 });
  });
});
