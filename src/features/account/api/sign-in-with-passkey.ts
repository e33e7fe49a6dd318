import { apiData } from "~/lib/api-client";
import { passkeySignInResponseSchema, type PasskeySignInRequest } from "~/shared/passkeys";

/** POST /api/auth/passkeys/login/verify: the browser's answer to this browser's challenge; sets the session cookie, as a password sign-in does. */
export function signInWithPasskey(body: PasskeySignInRequest) {
  return apiData("/api/auth/passkeys/login/verify", passkeySignInResponseSchema, { method: "POST", body });
}
