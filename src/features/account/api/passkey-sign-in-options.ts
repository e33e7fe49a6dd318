import { apiData } from "~/lib/api-client";
import { requestOptionsSchema } from "~/shared/passkeys";

/**
 * POST /api/auth/passkeys/login/options: the challenge for a passkey
 * sign-in, for the button and for the username field's autofill alike; sets
 * the `__Host-passkey` cookie that binds it to this browser. New options
 * replace this browser's pending ones.
 */
export function passkeySignInOptions() {
  return apiData("/api/auth/passkeys/login/options", requestOptionsSchema, { method: "POST" });
}
