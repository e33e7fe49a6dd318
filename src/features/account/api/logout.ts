import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";

/** POST /api/auth/logout: ends this browser's session. */
export function logout() {
  return apiData("/api/auth/logout", z.null(), { method: "POST" });
}
