import { COPY_TO_R2_BATCH, type CopyToR2Result, KV_FREE, R2_FREE_BYTES, type StorageReport } from "../../../../src/shared/storage";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { type FileArea, kvFileStore, r2BucketOf, r2FileStore } from "../../../services/file-store";
import { markCopiedToR2Query, readStoredFiles } from "../db/stored-files";

/**
 * What the files take and where (decision 100), for the health page, and the copy from Workers KV
 * to R2 that a chapter runs once it has bound its buckets (docs/storage.md).
 */

/** The area a key belongs to, by its prefix (services/file-store.ts). */
const areaOf = (key: string): FileArea | null => (key.startsWith("media/") ? "media" : key.startsWith("resumes/") ? "resumes" : null);

/** Both R2 buckets, or null while either is missing. */
function r2Buckets(ctx: ServiceContext) {
  const media = r2BucketOf(ctx.env, "media");
  const resumes = r2BucketOf(ctx.env, "resumes");
  return media && resumes ? { media: r2FileStore(media), resumes: r2FileStore(resumes) } : null;
}

/** The totals from D1 and where new files go; with R2 bound, whether KV still holds files not copied (one KV list). */
export async function storageReport(ctx: ServiceContext): Promise<StorageReport | null> {
  const r2 = r2Buckets(ctx);
  if (!r2 && !ctx.env.FILES) return null;
  const totals = await readStoredFiles(ctx.db);
  let copyPending = false;
  if (r2 && ctx.env.FILES && totals.r2CopiedAt === null) {
    copyPending = (await kvFileStore(ctx.env.FILES).list("", { limit: 1 })).keys.length > 0;
  }
  return {
    backend: r2 ? "r2" : "kv",
    files: totals.files,
    bytes: totals.bytes,
    limitBytes: r2 ? R2_FREE_BYTES : KV_FREE.bytes,
    copyPending,
  };
}

/**
 * One batch of the copy: the next COPY_TO_R2_BATCH keys in KV after `cursor`, each written to its
 * area's bucket unless R2 has it already (so a copy run again, or stopped half-way, just carries
 * on). KV keeps its copy (a spare, and what reads fall back to): nothing is deleted. After the last
 * batch the copy is recorded, and the health page stops offering it.
 */
export async function copyFilesToR2(ctx: ServiceContext, cursor: string | null): Promise<CopyToR2Result> {
  const r2 = r2Buckets(ctx);
  if (!r2) {
    throw new ApiError("STORAGE_NO_R2", "Bind both R2 buckets (MEDIA and RESUMES) and deploy first; docs/storage.md says how.");
  }
  const kv = kvFileStore(ctx.env.FILES);
  const page = await kv.list("", { limit: COPY_TO_R2_BATCH, ...(cursor ? { cursor } : {}) });
  let copied = 0;
  let skipped = 0;
  // One file at a time: at most one (≤ 25 MiB) in memory.
  for (const key of page.keys) {
    const area = areaOf(key);
    const target = area ? r2[area] : null;
    if (!target || (await target.head(key))) {
      skipped += 1;
      continue;
    }
    const file = await kv.get(key);
    if (!file?.body) {
      skipped += 1; // deleted since it was listed
      continue;
    }
    await target.put(key, new Uint8Array(await new Response(file.body).arrayBuffer()), file.contentType);
    copied += 1;
  }
  if (page.cursor === null) await markCopiedToR2Query(ctx.db, now()).run();
  return { copied, skipped, cursor: page.cursor };
}
