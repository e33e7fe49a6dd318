import { apiData } from "~/lib/api-client";
import { copyToR2ResultSchema } from "~/shared/storage";

/** POST /api/admin/storage/copy-to-r2 (admins): one batch of the copy from Workers KV to R2; send the cursor back until it is null. */
export function copyFilesToR2(cursor: string | null) {
  return apiData("/api/admin/storage/copy-to-r2", copyToR2ResultSchema, { method: "POST", body: cursor ? { cursor } : {} });
}
