import { apiData } from "~/lib/api-client";
import { passkeySchema, type RegisterPasskeyRequest } from "~/shared/passkeys";

/** The name field's rule, the same as a rename's: checked before the browser's prompt opens. */
export { renamePasskeyRequestSchema as passkeyNameRequestSchema } from "~/shared/passkeys";

/** POST /api/auth/passkeys/register/verify: the browser's new passkey and its name; answers the stored passkey (201). */
export function registerPasskey(body: RegisterPasskeyRequest) {
  return apiData("/api/auth/passkeys/register/verify", passkeySchema, { method: "POST", body });
}
