import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_KINDS } from "../../src/shared/image-kinds";
import { MEDIA_UPLOADS_PER_HOUR, mediaFileMaxBytes, mediaItemSchema } from "../../src/shared/media";
import { throttleKeys } from "../../worker/lib/throttle-keys";
import { EDGE_CACHE_CONTROL } from "../../worker/http/edge-cache";
import { call, callWithEnv, expectEnvelope, expectError } from "./support/api";
import { measureCost } from "./support/cost";
import { registerOfficer } from "./support/events";
import { kindFiles, makeWebp, mediaForm, uploadMedia } from "./support/media";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { validFields } from "./support/content";
import { makePng } from "./support/resumes";

/** /api/media and /media/* (decision 078): officers' image uploads, stored in Workers KV by default (decision 100; R2 in file-store.test.ts), served to everyone. */

let member: Member;
let officer: Member;
let admin: Member;

beforeAll(async () => {
  [member, officer, admin] = await Promise.all([registerMember(), registerOfficer(), registerAdmin()]);
});

/** A fresh officer: each has their own hourly upload throttle. */
const newOfficer = () => registerOfficer();

async function uploaded(cookie: string, kind = "photo") {
  const result = await uploadMedia(cookie, kind, kindFiles(kind as "photo"));
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return mediaItemSchema.parse(result.body.data);
}

describe("who may call what", () => {
  it("anonymous: 401 on every endpoint", async () => {
    expectError(await uploadMedia(undefined, "logo", kindFiles("logo")), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/media"), 401, "UNAUTHENTICATED");
    expectError(await call("DELETE", "/api/media/0123456789abcdef"), 401, "UNAUTHENTICATED");
  });

  it("a member: 403 on every endpoint", async () => {
    expectError(await uploadMedia(member.cookie, "logo", kindFiles("logo")), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/media", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("DELETE", "/api/media/0123456789abcdef", { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("an officer and an admin upload, list and delete", async () => {
    for (const who of [officer, admin]) {
      const item = await uploaded(who.cookie, "logo");
      expect(item.uploadedBy).toBe(who.username);
      const list = await call("GET", "/api/media?pageSize=100", { cookie: who.cookie });
      expectEnvelope(list);
      expect(list.status).toBe(200);
      expect(list.headers.get("Cache-Control")).toBe("private, no-store");
      expect(list.body.data.map((entry: { id: string }) => entry.id)).toContain(item.id);
      const removed = await call("DELETE", `/api/media/${item.id}`, { cookie: who.cookie });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ data: { id: item.id }, message: "Image deleted." });
    }
  });
});

describe("POST /api/media refuses what it cannot store", () => {
  it("a file named .webp that is not WebP by its bytes: 415 MEDIA_NOT_WEBP naming what it is", async () => {
    const files = [{ name: "x-480.webp", bytes: makePng() }];
    const result = await uploadMedia(officer.cookie, "photo", files);
    expectError(result, 415, "MEDIA_NOT_WEBP");
    expect(result.body.error.errMsg).toBe("This file is a PNG image, not WebP. Choose the picture again on the site, which sends it resized as WebP.");
    const cut = makeWebp(480, 320).slice(0, 100);
    expectError(await uploadMedia(officer.cookie, "photo", [{ name: "x.webp", bytes: cut }]), 415, "MEDIA_NOT_WEBP");
  });

  it("widths that are not the kind's, a wrong shape, or a gap: 400", async () => {
    const odd = await uploadMedia(officer.cookie, "photo", [{ name: "x.webp", bytes: makeWebp(500, 333) }]);
    expectError(odd, 400, "MEDIA_WRONG_WIDTHS");
    expect(odd.body.error.errMsg).toBe("A file is 500 pixels wide; a photo's files are 480, 960 and 1440 pixels wide.");
    const square = await uploadMedia(officer.cookie, "photo", [{ name: "x.webp", bytes: makeWebp(480, 480) }]);
    expectError(square, 400, "MEDIA_WRONG_SHAPE");
    expect(square.body.error.errMsg).toBe("A photo is 3:2: the 480-pixel file must be 320 pixels high, not 480.");
    // One pixel off is a rounding, not a wrong shape.
    expect((await uploadMedia(officer.cookie, "photo", [{ name: "x.webp", bytes: makeWebp(480, 321) }])).status).toBe(201);
    // The narrowest is missing: the browser always makes it.
    const gap = await uploadMedia(officer.cookie, "photo", kindFiles("photo", [960, 1440]));
    expectError(gap, 400, "MEDIA_WRONG_WIDTHS");
    expect(gap.body.error.errMsg).toMatch(/^A photo needs one file for each width from the narrowest: 480, 960 and 1440 pixels/);
    const twice = await uploadMedia(officer.cookie, "photo", kindFiles("photo", [480, 480]));
    expectError(twice, 400, "MEDIA_WRONG_WIDTHS");
  });

  it("a file over its cap: 413 MEDIA_TOO_LARGE; a body over the upload's cap before it is read", async () => {
    const cap = mediaFileMaxBytes("portrait", 480);
    const big = await uploadMedia(officer.cookie, "portrait", [
      { name: "a.webp", bytes: makeWebp(240, 300) },
      { name: "b.webp", bytes: makeWebp(480, 600, cap + 4096) },
    ]);
    expectError(big, 413, "MEDIA_TOO_LARGE");
    expect(big.body.error.errMsg).toMatch(/^The 480-pixel file is 131 KB; at most 127 KB is allowed\./);
    const huge = await uploadMedia(officer.cookie, "photo", [{ name: "a.webp", bytes: makeWebp(480, 320, 2 * 1024 * 1024) }]);
    expectError(huge, 413, "MEDIA_TOO_LARGE");
    expect(mediaFileMaxBytes("photo", 1440)).toBe(622_080);
  });

  it("more files than the kind has widths, none, an unknown kind, or no form: 400 or 415", async () => {
    const many = await uploadMedia(officer.cookie, "logo", [...kindFiles("logo"), ...kindFiles("logo", [200])]);
    expectError(many, 400, "MEDIA_TOO_MANY_FILES");
    expect(many.body.error.errMsg).toBe("A logo is sent as at most 2 files (200 and 400 pixels wide), not 3.");
    const none = await uploadMedia(officer.cookie, "logo", []);
    expectError(none, 400, "VALIDATION_ERROR");
    expect(none.body.error.fields).toEqual({ files: "Choose a picture to upload." });
    const banner = await uploadMedia(officer.cookie, "banner", kindFiles("logo"));
    expectError(banner, 400, "VALIDATION_ERROR");
    expect(banner.body.error.fields).toEqual({ kind: "Choose the kind of image: portrait, photo or logo." });
    const json = await call("POST", "/api/media", { cookie: officer.cookie, body: { kind: "logo" } });
    expectError(json, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("the hourly throttle: 429 with Retry-After once an officer has uploaded its share", async () => {
    const busy = await newOfficer();
    await env.DB.prepare("INSERT INTO throttles (key, count, reset_at) VALUES (?, ?, ?)")
      .bind(throttleKeys.mediaUploads(busy.id), MEDIA_UPLOADS_PER_HOUR, Date.now() + 30 * 60 * 1000)
      .run();
    const refused = await uploadMedia(busy.cookie, "logo", kindFiles("logo"));
    expectError(refused, 429, "RATE_LIMITED");
    expect(refused.body.error.errMsg).toBe(`You have uploaded ${MEDIA_UPLOADS_PER_HOUR} images in the last hour. Try again in 30 minutes.`);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(1700);
    // Another officer is not held back.
    expect((await uploadMedia((await newOfficer()).cookie, "logo", kindFiles("logo"))).status).toBe(201);
  });
});

describe("an upload from storage to the page", () => {
  it("stores each width in the file store and a row in D1, and answers the src to put in content", async () => {
    const item = await uploaded(officer.cookie, "photo");
    expect(item).toMatchObject({ kind: "photo", width: 1440, height: 960, fileName: "Board photo.jpg", src: `/media/${item.id}-1440.webp` });
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(item.variants.map((variant) => [variant.width, variant.height, variant.src])).toEqual(
      IMAGE_KINDS.photo.widths.map((width) => [width, (width * 2) / 3, `/media/${item.id}-${width}.webp`]),
    );
    expect(item.bytes).toBe(3 * 256);
    for (const width of IMAGE_KINDS.photo.widths) expect(await env.FILES.get(`media/${item.id}-${width}.webp`)).not.toBeNull();
    const row = await env.DB.prepare("SELECT kind, width, height, bytes, uploaded_by FROM media WHERE id = ?").bind(item.id).first();
    expect(row).toEqual({ kind: "photo", width: 1440, height: 960, bytes: 768, uploaded_by: officer.id });
  });

  it("a picture narrower than the widest width: only the widths up to its own", async () => {
    const item = mediaItemSchema.parse((await uploadMedia(officer.cookie, "photo", kindFiles("photo", [480, 960]))).body.data);
    expect(item.src).toBe(`/media/${item.id}-960.webp`);
    expect(item.variants.map((variant) => variant.width)).toEqual([480, 960]);
  });

  it("serves each file to anyone, immutable, with an ETag and a 304 when it matches", async () => {
    const item = await uploaded(officer.cookie, "portrait");
    const served = await call("GET", `/media/${item.id}-240.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // The edge keeps it as long as it will (Workers Caching), under the image's tag that its delete purges.
    expect(served.headers.get(EDGE_CACHE_CONTROL)).toBe("public, max-age=31536000");
    expect(served.headers.get("Cache-Tag")).toBe(`media:${item.id}`);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Length")).toBe("256");
    const etag = served.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await call("GET", `/media/${item.id}-240.webp`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get(EDGE_CACHE_CONTROL)).toBe("no-store");
    const other = await call("GET", `/media/${item.id}-480.webp`, { headers: { "If-None-Match": etag! } });
    expect(other.status).toBe(200);
    const head = await call("HEAD", `/media/${item.id}-240.webp`);
    expect([head.status, head.body, head.headers.get("ETag")]).toEqual([200, "", etag]);
  });

  it("404, plain and never stored, for a missing file, a width never made, or any other name", async () => {
    const item = await uploaded(officer.cookie, "logo");
    for (const path of [`/media/${item.id}-960.webp`, "/media/0123456789abcdef-200.webp", `/media/${item.id}-200.png`, "/media/x/y"]) {
      const result = await call("GET", path);
      expect(result.status, path).toBe(404);
      expect(result.headers.get("Cache-Control"), path).toBe("no-store");
      expect(result.headers.get(EDGE_CACHE_CONTROL), path).toBe("no-store");
      expect(result.headers.get("Cache-Tag"), path).toBeNull();
      expect(result.headers.get("Content-Type"), path).toMatch(/^text\/plain/);
    }
  });

  it("every /media/* answer — a file, a 304, a HEAD, a 404, any method — says it may run nothing and be embedded by no other site", async () => {
    const item = await uploaded(officer.cookie, "logo");
    const file = await call("GET", `/media/${item.id}-200.webp`);
    const answers = [
      file,
      await call("GET", `/media/${item.id}-200.webp`, { headers: { "If-None-Match": file.headers.get("ETag")! } }),
      await call("HEAD", `/media/${item.id}-400.webp`),
      await call("GET", "/media/0123456789abcdef-200.webp"),
      await call("GET", "/media/x/y"),
      await call("POST", "/media/anything", { rawBody: "x" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 304, 200, 404, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
      expect(answer.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
      expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});

describe("DELETE /api/media/{id}", () => {
  it("refuses with 409 MEDIA_IN_USE naming the items while content uses it (drafts and deleted items too), then deletes", async () => {
    const item = await uploaded(officer.cookie, "portrait");
    const name = `Mei ${crypto.randomUUID().slice(0, 6)}`;
    const fields = { ...validFields("board", name), portrait: { src: item.src, alt: "Mei smiling in front of the library" } };
    const created = await call("POST", "/api/content/board", { cookie: officer.cookie, body: { status: "draft", fields } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refused = await call("DELETE", `/api/media/${item.id}`, { cookie: officer.cookie });
    expectError(refused, 409, "MEDIA_IN_USE");
    expect(refused.body.error.errMsg).toBe(
      `This image is used by 1 item: ${name} (board). Choose another image there first (deleted items count until they are removed for good).`,
    );
    expect((await call("GET", `/media/${item.id}-480.webp`)).status).toBe(200);

    // A deleted item can still be restored with its portrait.
    expect((await call("DELETE", `/api/content/board/${created.body.data.id}`, { cookie: officer.cookie })).status).toBe(200);
    expectError(await call("DELETE", `/api/media/${item.id}`, { cookie: officer.cookie }), 409, "MEDIA_IN_USE");

    const other = await uploaded(officer.cookie, "portrait");
    await call("POST", `/api/content/board/${created.body.data.id}/restore`, { cookie: officer.cookie });
    const swapped = await call("PATCH", `/api/content/board/${created.body.data.id}`, {
      cookie: officer.cookie,
      body: { fields: { portrait: { src: other.src, alt: "Mei smiling in front of the library" } } },
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);

    const deleted = await measureCost(`/api/media/${item.id}`, { method: "DELETE", headers: { Cookie: officer.cookie } });
    expect(deleted.status).toBe(200);
    // The edge may hold its files for a year: the delete drops them by the image's tag.
    expect(deleted.purges).toEqual([[`media:${item.id}`]]);
    for (const width of [240, 480]) expect(await env.FILES.get(`media/${item.id}-${width}.webp`)).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM media WHERE id = ?").bind(item.id).first()).toBeNull();
    expect((await call("GET", `/media/${item.id}-480.webp`)).status).toBe(404);
    expectError(await call("DELETE", `/api/media/${item.id}`, { cookie: officer.cookie }), 404, "NOT_FOUND");
    expectError(await call("DELETE", "/api/media/not-an-id", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });
});

describe("GET /api/media", () => {
  it("pages the uploads newest first", async () => {
    const uploader = await newOfficer();
    const first = await uploaded(uploader.cookie, "logo");
    const second = await uploaded(uploader.cookie, "logo");
    const page = await call("GET", "/api/media?page=1&pageSize=2", { cookie: admin.cookie });
    expect(page.body.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.meta.total).toBeGreaterThanOrEqual(2);
    const ids = page.body.data.map((entry: { id: string }) => entry.id);
    expect(ids.length).toBe(2);
    // Uploads of the same millisecond may come in either order; both are the newest of this run here.
    if (second.uploadedAt > first.uploadedAt) expect(ids[0]).toBe(second.id);
    expectError(await call("GET", "/api/media?pageSize=500", { cookie: admin.cookie }), 400, "VALIDATION_ERROR");
  });
});

describe("what it costs", () => {
  it("a file is one read of the file store: no D1 query, no session", async () => {
    const item = await uploaded(officer.cookie, "portrait");
    const cost = await measureCost(`/media/${item.id}-240.webp`);
    expect({ status: cost.status, d1: cost.d1, kvReads: cost.kvReads, fileReads: cost.fileReads, fileWrites: cost.fileWrites }).toEqual({
      status: 200,
      d1: 0,
      kvReads: 0,
      fileReads: 1,
      fileWrites: 0,
    });
    await cost.response.body?.cancel();
  });

  it("an upload: the session, the throttle, the day's KV writes for files and the row in D1, one write per width", async () => {
    const uploader = await newOfficer();
    const cost = await measureCost("/api/media", { method: "POST", headers: { Cookie: uploader.cookie }, body: mediaForm("photo", kindFiles("photo")) });
    expect(cost.status).toBe(201);
    expect({ d1: cost.d1, fileWrites: cost.fileWrites }).toEqual({ d1: 4, fileWrites: 3 });
    // In R2 the day's KV writes are not counted: one D1 query fewer.
    const inR2 = await measureCost(
      "/api/media",
      { method: "POST", headers: { Cookie: uploader.cookie }, body: mediaForm("photo", kindFiles("photo")) },
      { r2: true },
    );
    expect(inR2.status).toBe(201);
    expect({ d1: inR2.d1, fileWrites: inR2.fileWrites }).toEqual({ d1: 3, fileWrites: 3 });
  });

  it("when the row cannot be written, the files just stored are deleted again", async () => {
    const failingDb = new Proxy(env.DB, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop !== "prepare") return typeof value === "function" ? value.bind(target) : value;
        return (query: string) => {
          if (/^insert into "media"/i.test(query)) throw new Error("D1_ERROR: simulated failure");
          return target.prepare(query);
        };
      },
    });
    const before = (await env.FILES.list({ prefix: "media/" })).keys.length;
    const result = await callWithEnv({ DB: failingDb }, "POST", "/api/media", { cookie: officer.cookie, rawBody: mediaForm("photo", kindFiles("photo")) });
    expectError(result, 500, "INTERNAL_ERROR");
    expect((await env.FILES.list({ prefix: "media/" })).keys.length).toBe(before);
  });
});
