import { apiData } from "~/lib/api-client";
import { creationOptionsSchema } from "~/shared/passkeys";

/**
 * POST /api/auth/passkeys/register/options: the options for the browser's
 * "create a passkey" prompt; sets the `__Host-passkey` cookie. Needs a recent
 * sign-in: 403 REAUTH_REQUIRED otherwise (api/reauth.ts).
 */
export function passkeyRegistrationOptions() {
  return apiData("/api/auth/passkeys/register/options", creationOptionsSchema, { method: "POST" });
}
