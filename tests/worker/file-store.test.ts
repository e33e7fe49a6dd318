import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { healthReportSchema } from "../../src/shared/health";
import { mediaItemSchema } from "../../src/shared/media";
import { COPY_TO_R2_BATCH, KV_FILE_WRITES_PER_DAY, KV_FREE } from "../../src/shared/storage";
import { createApp } from "../../worker/app";
import type { Bindings } from "../../worker/env";
import { nextUtcMidnight, utcDay } from "../../worker/lib/clock";
import { throttleKeys } from "../../worker/lib/throttle-keys";
import { type FileStore, fileStore, kvFileStore, r2FileStore } from "../../worker/services/file-store";
import { type ApiResult, callWithEnv, expectError, ORIGIN } from "./support/api";
import { registerOfficer } from "./support/events";
import { kindFiles, mediaForm } from "./support/media";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { makePdf } from "./support/resumes";

/**
 * The file store (worker/services/file-store.ts, decision 100): Workers KV by default, R2 once a
 * chapter binds its buckets — the interface against both, uploads served and deleted through each,
 * the totals D1 keeps, the day's KV writes for files, the health page, and the copy to R2. Its own
 * database and storage (vitest.config.ts): the copy goes through every file, and the totals are exact.
 */

/** The default configuration: no R2 bucket, the files in KV. */
const KV: Partial<Bindings> = {};
/** A chapter that bound its buckets (the tests' own, vitest.config.ts). */
const R2: Partial<Bindings> = { MEDIA: env.R2_MEDIA, RESUMES: env.R2_RESUMES };

let admin: Member;
let officer: Member;

beforeAll(async () => {
  [admin, officer] = await Promise.all([registerAdmin(), registerOfficer()]);
});

/** A raw answer (bytes, headers) from an app with these bindings. */
async function fetchWith(bindings: Partial<Bindings>, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...bindings } as Bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const bytesOf = async (body: ReadableStream | Response) => new Uint8Array(await (body instanceof Response ? body : new Response(body)).arrayBuffer());

async function totals(): Promise<Record<string, { files: number; bytes: number }>> {
  const { results } = await env.DB.prepare("SELECT area, files, bytes FROM stored_files").all<{ area: string; files: number; bytes: number }>();
  return Object.fromEntries(results.map((row) => [row.area, { files: row.files, bytes: row.bytes }]));
}

async function uploadPhoto(bindings: Partial<Bindings>, who = officer, kind: "photo" | "logo" = "photo") {
  return callWithEnv(bindings, "POST", "/api/media", { cookie: who.cookie, rawBody: mediaForm(kind, kindFiles(kind)) });
}

function uploadResumeWith(bindings: Partial<Bindings>, member: Member, pdf: Uint8Array) {
  return callWithEnv(bindings, "PUT", "/api/me/resume", { cookie: member.cookie, rawBody: pdf, headers: { "Content-Type": "application/pdf" } });
}

describe("the interface, against both stores", () => {
  const stores: [string, () => FileStore][] = [
    ["Workers KV", () => kvFileStore(env.FILES)],
    ["R2", () => r2FileStore(env.R2_MEDIA)],
  ];
  for (const [name, make] of stores) {
    it(`${name}: put, head, get (with If-None-Match), list by pages, delete`, async () => {
      const store = make();
      const prefix = `media/interface-${name.length}-`;
      const bytes = new TextEncoder().encode(`the bytes kept in ${name}`);
      for (const n of [1, 2, 3]) await store.put(`${prefix}${n}.webp`, bytes, "image/webp");

      const info = await store.head(`${prefix}1.webp`);
      expect(info).toMatchObject({ size: bytes.byteLength, contentType: "image/webp", etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
      const file = await store.get(`${prefix}1.webp`);
      expect(file).toMatchObject({ size: bytes.byteLength, contentType: "image/webp", etag: info!.etag });
      expect(await bytesOf(file!.body!)).toEqual(bytes);

      // The browser's copy is still good: no body (the route answers 304), weak or strong.
      for (const tag of [info!.etag, `W/${info!.etag}`, `"other", ${info!.etag}`]) {
        expect((await store.get(`${prefix}1.webp`, new Headers({ "If-None-Match": tag })))?.body, tag).toBeNull();
      }
      const changed = await store.get(`${prefix}1.webp`, new Headers({ "If-None-Match": '"0123"' }));
      expect(await bytesOf(changed!.body!)).toEqual(bytes);

      const first = await store.list(prefix, { limit: 2 });
      expect(first.keys).toEqual([`${prefix}1.webp`, `${prefix}2.webp`]);
      expect(first.cursor).not.toBeNull();
      const rest = await store.list(prefix, { limit: 2, cursor: first.cursor! });
      expect(rest).toEqual({ keys: [`${prefix}3.webp`], cursor: null });

      await store.delete([`${prefix}1.webp`, `${prefix}2.webp`, `${prefix}missing.webp`]);
      expect(await store.get(`${prefix}1.webp`)).toBeNull();
      expect(await store.head(`${prefix}2.webp`)).toBeNull();
      expect((await store.list(prefix, { limit: 10 })).keys).toEqual([`${prefix}3.webp`]);
    });
  }

  it("picks KV by default, R2 once its bucket is bound, and reads what R2 lacks from KV until it is copied", async () => {
    expect(fileStore({ ...env, ...KV } as Bindings, "media").backend).toBe("kv");
    const store = fileStore({ ...env, ...R2 } as Bindings, "resumes");
    expect(store.backend).toBe("r2");
    // A file kept in KV before the buckets were bound.
    const old = new TextEncoder().encode("%PDF-1.4 kept in KV");
    await kvFileStore(env.FILES).put("resumes/from-before-r2", old, "application/pdf");
    expect(await bytesOf((await store.get("resumes/from-before-r2"))!.body!)).toEqual(old);
    expect(await env.R2_RESUMES.head("resumes/from-before-r2")).toBeNull();
    // A delete reaches both stores.
    await store.delete(["resumes/from-before-r2"]);
    expect(await env.FILES.get("resumes/from-before-r2")).toBeNull();
  });
});

describe("upload, serve and delete through each store", () => {
  for (const [name, bindings, where, elsewhere] of [
    ["Workers KV", KV, "kv", "r2"],
    ["R2", R2, "r2", "kv"],
  ] as const) {
    it(`${name}: an image's files are stored there, served at /media with a 304 for a known ETag, and deleted`, async () => {
      const uploaded = await uploadPhoto(bindings);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const item = mediaItemSchema.parse(uploaded.body.data);
      const key = `media/${item.id}-480.webp`;
      const inStore = { kv: () => env.FILES.get(key), r2: () => env.R2_MEDIA.head(key) };
      expect(await inStore[where]()).not.toBeNull();
      expect(await inStore[elsewhere]()).toBeNull();

      const served = await fetchWith(bindings, `/media/${item.id}-480.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
      expect(await bytesOf(served)).toEqual(kindFiles("photo")[0]!.bytes);
      const etag = served.headers.get("ETag")!;
      const again = await fetchWith(bindings, `/media/${item.id}-480.webp`, { "If-None-Match": etag });
      expect(again.status).toBe(304);

      expect((await callWithEnv(bindings, "DELETE", `/api/media/${item.id}`, { cookie: officer.cookie })).status).toBe(200);
      expect(await inStore[where]()).toBeNull();
      expect((await fetchWith(bindings, `/media/${item.id}-480.webp`)).status).toBe(404);
    });

    it(`${name}: a résumé is stored there, served only to its owner, and deleted`, async () => {
      const owner = await registerMember();
      const pdf = makePdf(`Kept in ${name}`, 70 * 1024);
      expect((await uploadResumeWith(bindings, owner, pdf)).status).toBe(200);
      const { key } = (await env.DB.prepare("SELECT object_key AS key FROM resumes WHERE user_id = ?").bind(owner.id).first<{ key: string }>())!;
      const inStore = { kv: () => env.FILES.get(key), r2: () => env.R2_RESUMES.head(key) };
      expect(await inStore[where]()).not.toBeNull();
      expect(await inStore[elsewhere]()).toBeNull();

      const mine = await fetchWith(bindings, "/api/me/resume?format=pdf", { Cookie: owner.cookie });
      expect(mine.status).toBe(200);
      expect(await bytesOf(mine)).toEqual(pdf);
      // Private: nobody else reads it by any address (the key is never in an answer, and there is no public path).
      expect((await fetchWith(bindings, `/media/${key}`)).status).toBe(404);
      expectError(await callWithEnv(bindings, "GET", `/api/resume-book/${owner.id}/resume`, { cookie: (await registerMember()).cookie }), 403, "FORBIDDEN");

      expect((await callWithEnv(bindings, "DELETE", "/api/me/resume", { cookie: owner.cookie })).status).toBe(200);
      expect(await inStore[where]()).toBeNull();
    });
  }
});

describe("what the files take, kept by D1 beside their rows", () => {
  it("counts each image's files and bytes, each résumé, a replaced résumé's new size, and what a deleted account took", async () => {
    const before = await totals();
    const photo = mediaItemSchema.parse((await uploadPhoto(KV)).body.data);
    const afterPhoto = await totals();
    expect(afterPhoto.media).toEqual({ files: before.media!.files + 3, bytes: before.media!.bytes + photo.bytes });

    const owner = await registerMember();
    await uploadResumeWith(KV, owner, makePdf("First", 80 * 1024));
    const first = (await totals()).resumes!;
    expect(first.files).toBe(before.resumes!.files + 1);
    const firstSize = first.bytes - before.resumes!.bytes;
    expect(firstSize).toBeGreaterThanOrEqual(80 * 1024);
    await uploadResumeWith(KV, owner, makePdf("Second", 90 * 1024));
    const second = (await totals()).resumes!;
    expect(second.files).toBe(first.files);
    expect(second.bytes - first.bytes).toBeGreaterThanOrEqual(10 * 1024 - 64);

    expect((await callWithEnv(KV, "DELETE", `/api/users/${owner.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await totals()).resumes).toEqual(before.resumes);
    await callWithEnv(KV, "DELETE", `/api/media/${photo.id}`, { cookie: officer.cookie });
    expect((await totals()).media).toEqual(before.media);
  });
});

describe("the day's KV writes for files", () => {
  it("stops uploads at their share of the day (the rest is for sign-ins), never in R2", async () => {
    const at = Date.now();
    const key = throttleKeys.kvFileWrites(utcDay(at));
    await env.DB.prepare(
      "INSERT INTO throttles (key, count, reset_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at",
    )
      .bind(key, KV_FILE_WRITES_PER_DAY - 2, nextUtcMidnight(at))
      .run();
    try {
      await spendTheRest();
    } finally {
      await env.DB.prepare("DELETE FROM throttles WHERE key = ?").bind(key).run();
    }
  });
});

/** With two of the day's writes for files left: what is refused and what fits. */
async function spendTheRest() {
  const uploader = await registerOfficer();
  // Three files do not fit in the two writes left; nothing is taken by the refusal.
  const refused = await uploadPhoto(KV, uploader);
  expectError(refused, 429, "RATE_LIMITED");
  expect(refused.body.error.errMsg).toMatch(/share of today's free writes \(600, the rest is kept for sign-ins\).*R2/);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  // A logo's two files fit exactly.
  expect((await uploadPhoto(KV, uploader, "logo")).status).toBe(201);
  const member = await registerMember();
  expectError(await uploadResumeWith(KV, member, makePdf()), 429, "RATE_LIMITED");
  // R2 has no such limit.
  expect((await uploadPhoto(R2, uploader)).status).toBe(201);
  expect((await uploadResumeWith(R2, member, makePdf())).status).toBe(200);

  // The health page's meter counts them with the sign-ins.
  const report = healthReportSchema.parse((await callWithEnv(KV, "GET", "/api/admin/health", { cookie: admin.cookie })).body.data);
  const writes = report.meter.find((row) => row.id === "kv-writes")!;
  expect(writes.used).toBeGreaterThanOrEqual(KV_FILE_WRITES_PER_DAY);
  expect(writes.note).toContain(`(${KV_FILE_WRITES_PER_DAY} today, at most ${KV_FILE_WRITES_PER_DAY})`);
}

describe("the health page and the copy to R2", () => {
  it("shows what is stored against KV's free gigabyte; with R2 bound, offers the copy, which goes in bounded batches until every file is in R2", async () => {
    // More files than one batch takes.
    for (let n = 0; n < 10; n += 1) expect((await uploadPhoto(KV)).status).toBe(201);
    const owner = await registerMember();
    const pdf = makePdf("Copied", 70 * 1024);
    await uploadResumeWith(KV, owner, pdf);
    const stored = await totals();

    const inKv = healthReportSchema.parse((await callWithEnv(KV, "GET", "/api/admin/health", { cookie: admin.cookie })).body.data);
    const files = stored.media!.files + stored.resumes!.files;
    const bytes = stored.media!.bytes + stored.resumes!.bytes;
    expect(inKv.storage).toEqual({ backend: "kv", files, bytes, limitBytes: KV_FREE.bytes, copyPending: false });
    expect(inKv.checks.find((check) => check.id === "files")).toMatchObject({
      status: "ok",
      summary: expect.stringMatching(new RegExp(`^${files} files \\(.+\\) kept in Workers KV: 0 % of its free 1 GB\\.`)),
    });

    // Only admins copy, and only once both buckets are bound.
    expectError(await callWithEnv(R2, "POST", "/api/admin/storage/copy-to-r2", { cookie: officer.cookie, body: {} }), 403, "FORBIDDEN");
    expectError(await callWithEnv(KV, "POST", "/api/admin/storage/copy-to-r2", { cookie: admin.cookie, body: {} }), 409, "STORAGE_NO_R2");

    const pending = healthReportSchema.parse((await callWithEnv(R2, "GET", "/api/admin/health", { cookie: admin.cookie })).body.data);
    expect(pending.storage).toMatchObject({ backend: "r2", copyPending: true, limitBytes: 10_000_000_000 });
    expect(pending.checks.find((check) => check.id === "files")).toMatchObject({ status: "warn", action: expect.stringContaining("Copy files to R2") });

    const kvKeys = (await env.FILES.list()).keys.map((key) => key.name);
    expect(kvKeys.length).toBeGreaterThan(COPY_TO_R2_BATCH);
    let cursor: string | null = null;
    let copied = 0;
    let batches = 0;
    do {
      const result: ApiResult = await callWithEnv(R2, "POST", "/api/admin/storage/copy-to-r2", { cookie: admin.cookie, body: cursor ? { cursor } : {} });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.data.copied + result.body.data.skipped).toBeLessThanOrEqual(COPY_TO_R2_BATCH);
      copied += result.body.data.copied;
      cursor = result.body.data.cursor;
      batches += 1;
    } while (cursor !== null && batches < 20);
    expect(cursor).toBeNull();
    expect(batches).toBeGreaterThan(1);
    expect(copied).toBe(kvKeys.filter((key) => key.startsWith("media/") || key.startsWith("resumes/")).length);

    // Every file is in its bucket with the same bytes and type; KV keeps its copy.
    for (const key of kvKeys) {
      const bucket = key.startsWith("media/") ? env.R2_MEDIA : env.R2_RESUMES;
      const object = await bucket.get(key);
      expect(object, key).not.toBeNull();
      expect(await bytesOf(object!.body)).toEqual(new Uint8Array((await env.FILES.get(key, "arrayBuffer"))!));
      expect(object!.httpMetadata?.contentType).toBe(key.startsWith("media/") ? "image/webp" : "application/pdf");
    }
    // Served from R2 even once KV's copy is gone.
    const { key: resumeKey } = (await env.DB.prepare("SELECT object_key AS key FROM resumes WHERE user_id = ?").bind(owner.id).first<{ key: string }>())!;
    await env.FILES.delete(resumeKey);
    const served = await fetchWith(R2, "/api/me/resume?format=pdf", { Cookie: owner.cookie });
    expect(await bytesOf(served)).toEqual(pdf);

    // Done: the page stops offering it, and running it again copies nothing.
    const done = healthReportSchema.parse((await callWithEnv(R2, "GET", "/api/admin/health", { cookie: admin.cookie })).body.data);
    expect(done.storage?.copyPending).toBe(false);
    expect(done.checks.find((check) => check.id === "files")?.status).toBe("ok");
    const again = await callWithEnv(R2, "POST", "/api/admin/storage/copy-to-r2", { cookie: admin.cookie });
    expect(again.body.data).toMatchObject({ copied: 0 });
  });
});
