import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";

/** POST /api/auth/logout-all: ends every session of the account, this one included. */
export function logoutAll() {
  return apiData("/api/auth/logout-all", z.null(), { method: "POST" });
}
