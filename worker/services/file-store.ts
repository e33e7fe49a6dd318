import type { Bindings } from "../env";
import type { StoredFile, StoredFileInfo } from "../lib/stored-file";

/**
 * Where the site keeps its files — officers' images and members' résumés —
 * behind one small interface with two stores (decision 100, docs/storage.md):
 * - Workers KV (`FILES`), the default: the Deploy button creates a namespace
 *   with no payment method on the account; values up to 25 MiB, 1 GB free;
 * - R2 (`MEDIA`, `RESUMES`), used for an area as soon as its bucket is bound.
 *   While a chapter moves over, a file R2 does not have yet is read from KV,
 *   and a delete removes it from both: nothing breaks between the deploy
 *   that binds the buckets and the copy (features/storage).
 *
 * Keys say their area (`media/<id>-<width>.webp`, `resumes/<random>`), so
 * one namespace holds both. A file is never rewritten under its key: every
 * upload gets a new random key, which is what makes KV's eventual
 * consistency harmless for everyone but a reader elsewhere in the first
 * minute (decision 100).
 */

/** The two kinds of file, each in its own R2 bucket when one is bound. */
export type FileArea = "media" | "resumes";

export type { StoredFile, StoredFileInfo };

export interface FileStore {
  readonly backend: "kv" | "r2";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Whether the file is there, and what is kept beside it, without its body. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** The file, or null when there is none; `conditions` are the request's headers (If-None-Match). */
  get(key: string, conditions?: Headers): Promise<StoredFile | null>;
  delete(keys: readonly string[]): Promise<void>;
  /** One page of the keys under `prefix`, in key order; `cursor` null on the last page. */
  list(prefix: string, options: { limit: number; cursor?: string }): Promise<{ keys: string[]; cursor: string | null }>;
}

/** The R2 binding of each area; unbound (the default configuration), the area lives in KV. */
const R2_BINDING = { media: "MEDIA", resumes: "RESUMES" } as const satisfies Record<FileArea, keyof Bindings>;

/** The area's R2 bucket, when the chapter has bound one. */
export function r2BucketOf(env: Bindings, area: FileArea): R2Bucket | undefined {
  const bucket = env[R2_BINDING[area]];
  return typeof bucket?.head === "function" ? bucket : undefined;
}

/** Where an area's files are: R2 when its bucket is bound (with KV behind it for files not copied yet), else KV. */
export function fileStore(env: Bindings, area: FileArea): FileStore {
  const bucket = r2BucketOf(env, area);
  const kv = env.FILES ? kvFileStore(env.FILES) : null;
  if (bucket) return kv ? withFallback(r2FileStore(bucket), kv) : r2FileStore(bucket);
  if (!kv) throw new Error(`no file store: bind the FILES namespace (or an R2 bucket as ${R2_BINDING[area]})`);
  return kv;
}

/**
 * The ETag of a file kept in KV: the first 128 bits of its SHA-256 (Web Crypto, so the seed in Node
 * makes the same). R2 gives a copy its own (MD5): a browser's copy is then answered in full once.
 */
export async function etagOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).subarray(0, 16);
  return `"${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

/** The KV metadata of a file (the seed writes it the same way: scripts/lib.ts). */
export async function kvFileMetadata(bytes: Uint8Array, contentType: string): Promise<StoredFileInfo> {
  return { size: bytes.byteLength, contentType, etag: await etagOf(bytes) };
}

/** True when an If-None-Match header names this ETag (or `*`); weak and strong compare alike. */
export function etagMatches(conditions: Headers | undefined, etag: string): boolean {
  const header = conditions?.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, "");
    return trimmed === "*" || trimmed === etag;
  });
}

export function kvFileStore(namespace: KVNamespace): FileStore {
  return {
    backend: "kv",
    async put(key, bytes, contentType) {
      await namespace.put(key, bytes, { metadata: await kvFileMetadata(bytes, contentType) });
    },
    async head(key) {
      // KV has no HEAD: the value comes along and is dropped unread.
      const { value, metadata } = await namespace.getWithMetadata<StoredFileInfo>(key, "stream");
      await value?.cancel();
      return value === null ? null : metadata;
    },
    async get(key, conditions) {
      // No cacheTtl: a key read before its upload reached this location is asked again within KV's default 60 s (decision 100).
      const { value, metadata } = await namespace.getWithMetadata<StoredFileInfo>(key, "stream");
      if (value === null || metadata === null) return null;
      if (etagMatches(conditions, metadata.etag)) {
        await value.cancel();
        return { ...metadata, body: null };
      }
      return { ...metadata, body: value };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => namespace.delete(key)));
    },
    async list(prefix, { limit, cursor }) {
      const page = await namespace.list({ prefix, limit, ...(cursor ? { cursor } : {}) });
      return { keys: page.keys.map((key) => key.name), cursor: page.list_complete ? null : page.cursor };
    },
  };
}

export function r2FileStore(bucket: R2Bucket): FileStore {
  return {
    backend: "r2",
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async head(key) {
      const object = await bucket.head(key);
      return object ? { size: object.size, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", etag: object.httpEtag } : null;
    },
    async get(key, conditions) {
      const object = await bucket.get(key, conditions ? { onlyIf: conditions } : {});
      if (!object) return null;
      const info = { size: object.size, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", etag: object.httpEtag };
      return { ...info, body: "body" in object ? object.body : null };
    },
    async delete(keys) {
      if (keys.length > 0) await bucket.delete([...keys]);
    },
    async list(prefix, { limit, cursor }) {
      const page = await bucket.list({ prefix, limit, ...(cursor ? { cursor } : {}) });
      return { keys: page.objects.map((object) => object.key), cursor: page.truncated ? page.cursor : null };
    },
  };
}

/** R2 first; a file it does not have yet is read from KV (not copied yet); a delete reaches both. */
function withFallback(primary: FileStore, previous: FileStore): FileStore {
  return {
    ...primary,
    async head(key) {
      return (await primary.head(key)) ?? previous.head(key);
    },
    async get(key, conditions) {
      return (await primary.get(key, conditions)) ?? previous.get(key, conditions);
    },
    async delete(keys) {
      await Promise.all([primary.delete(keys), previous.delete(keys)]);
    },
  };
}
