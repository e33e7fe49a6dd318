import { plural } from "../../src/shared/plural";
import { KV_FILE_WRITES_PER_DAY } from "../../src/shared/storage";
import { takeSlotsIfFree } from "../db/throttles";
import { rateLimited } from "../http/api-error";
import { HOUR, nextUtcMidnight, now, utcDay } from "../lib/clock";
import { throttleKeys } from "../lib/throttle-keys";
import type { ServiceContext } from "./context";
import type { FileStore } from "./file-store";

/**
 * Takes `files` of the day's KV writes for files before they are written, while the store is
 * Workers KV: uploads may use KV_FILE_WRITES_PER_DAY of the free 1,000 a day, so the rest stays
 * for sign-ins (decision 100). Over it: 429 with Retry-After at midnight UTC. R2 costs nothing here.
 */
export async function spendFileWrites(ctx: ServiceContext, store: FileStore, files: number): Promise<void> {
  if (store.backend !== "kv") return;
  const at = now();
  const midnight = nextUtcMidnight(at);
  if (await takeSlotsIfFree(ctx.db, throttleKeys.kvFileWrites(utcDay(at)), files, KV_FILE_WRITES_PER_DAY, midnight - at, at)) return;
  const hours = Math.ceil((midnight - at) / HOUR);
  throw rateLimited(
    midnight - at,
    `The site has stored its files' share of today's free writes (${KV_FILE_WRITES_PER_DAY}, the rest is kept for sign-ins). Try again after midnight UTC, in about ${plural(hours, "hour")}, or move the files to R2 (docs/storage.md).`,
  );
}
