import { apiData } from "~/lib/api-client";
import { deletedPasskeySchema } from "~/shared/passkeys";

/** DELETE /api/auth/passkeys/{id}: the owner's, or any member's for an admin. It cannot sign in from this moment; the sessions it started go on. */
export function removePasskey(id: string) {
  return apiData(`/api/auth/passkeys/${encodeURIComponent(id)}`, deletedPasskeySchema, { method: "DELETE" });
}
