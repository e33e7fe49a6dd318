import { apiData } from "~/lib/api-client";
import { passkeySchema, type RenamePasskeyRequest } from "~/shared/passkeys";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { renamePasskeyRequestSchema } from "~/shared/passkeys";

/** PATCH /api/auth/passkeys/{id}: renames one of the member's passkeys. */
export function renamePasskey(id: string, body: RenamePasskeyRequest) {
  return apiData(`/api/auth/passkeys/${encodeURIComponent(id)}`, passkeySchema, { method: "PATCH", body });
}
