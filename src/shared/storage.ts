import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

/**
 * Where the site's files are kept and what the free plan allows there (decision 100,
 * docs/storage.md): Workers KV by default (no payment method needed), R2 once a chapter binds its
 * buckets. The health page and the copy to R2 share these words and figures.
 */

/** Workers KV on the free plan: stored bytes (1 GB), writes a day (1,000, sign-ins included), the largest value (25 MiB). */
export const KV_FREE = { bytes: 1_000_000_000, writesPerDay: 1_000, valueBytes: 25 * 1024 * 1024 } as const;

/** R2's free tier (10 GB stored); needs a payment method on the account. */
export const R2_FREE_BYTES = 10_000_000_000;

/**
 * The KV writes a day the files may take, of the free 1,000: the rest stays for sign-ins (one write
 * each), so a day of uploading albums can never stop members signing in. 600 writes are 200 photos
 * at three widths.
 */
export const KV_FILE_WRITES_PER_DAY = 600;

/** The share of KV's free storage at which the health page says to switch to R2. */
export const SWITCH_TO_R2_AT = 0.8;

/** The files a copy to R2 moves per request: bounded, so one request stays far inside the Worker's limits. */
export const COPY_TO_R2_BATCH = 25;

export const STORAGE_BACKENDS = ["kv", "r2"] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

/** What is stored (counted in D1 beside each file's row) and where: part of GET /api/admin/health. */
export const storageReportSchema = lazySchema(() =>
  z.object({
    /** Where new files go: `r2` once both buckets are bound, else `kv`. */
    backend: z.enum(STORAGE_BACKENDS),
    files: z.int().check(z.nonnegative()),
    bytes: z.int().check(z.nonnegative()),
    /** The free plan's storage where the files are (KV 1 GB, R2 10 GB). */
    limitBytes: z.int().check(z.positive()),
    /** R2 is bound and the files kept in KV before have not all been copied to it yet. */
    copyPending: z.boolean(),
  }),
);
export type StorageReport = z.infer<typeof storageReportSchema>;

/** POST /api/admin/storage/copy-to-r2: one batch. Send `cursor` back until it is null. */
export const copyToR2RequestSchema = lazySchema(() => z.object({ cursor: z.nullish(z.string().check(z.maxLength(1024))) }));
export const copyToR2ResultSchema = lazySchema(() =>
  z.object({
    /** Files written to R2 by this batch. */
    copied: z.int().check(z.nonnegative()),
    /** Files R2 had already (an earlier run, or uploaded since R2 was bound). */
    skipped: z.int().check(z.nonnegative()),
    /** Where the next batch starts; null when every file is in R2. */
    cursor: z.nullable(z.string()),
  }),
);
export type CopyToR2Result = z.infer<typeof copyToR2ResultSchema>;
