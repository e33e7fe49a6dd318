import type { Passkey } from "../../src/shared/passkeys";
import { isAdmin } from "../../src/shared/roles";
import { ApiError } from "../http/api-error";
import { deletePasskey, listPasskeysOfUser, renamePasskeyOf } from "../db/passkeys";
import type { PasskeyRow } from "../db/schema";
import type { ServiceContext } from "./context";
import type { AuthenticatedUser } from "./sessions";

/** The API's view of a passkey: never the public key or the credential id. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    backupEligible: row.backupEligible,
    backedUp: row.backedUp,
  };
}

// Another member's passkey answers as if it did not exist.
const notFound = () => new ApiError("NOT_FOUND", "No such passkey.");

/** The member's own passkeys, oldest first; an admin may ask for another member's. */
export async function listPasskeys(ctx: ServiceContext, actor: AuthenticatedUser, userId?: string): Promise<Passkey[]> {
  const owner = userId ?? actor.user.id;
  if (owner !== actor.user.id && !isAdmin(actor.roles)) {
    throw new ApiError("FORBIDDEN", "You can only see your own passkeys.");
  }
  return (await listPasskeysOfUser(ctx.db, owner)).map(toPasskey);
}

export async function renamePasskey(ctx: ServiceContext, actor: AuthenticatedUser, id: string, name: string): Promise<Passkey> {
  const row = await renamePasskeyOf(ctx.db, id, actor.user.id, name);
  if (!row) throw notFound();
  return toPasskey(row);
}

/**
 * Removes a passkey (its owner, or an admin). Sign-ins read passkeys from D1
 * every time, so it cannot sign in from this moment on; sessions it started
 * earlier end with "sign out everywhere", as any session does.
 */
export async function removePasskey(ctx: ServiceContext, actor: AuthenticatedUser, id: string): Promise<{ id: string }> {
  const owner = isAdmin(actor.roles) ? undefined : actor.user.id;
  if (!(await deletePasskey(ctx.db, id, owner))) throw notFound();
  return { id };
}
