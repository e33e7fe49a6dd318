import type { Passkey } from "../../../../src/shared/passkeys";
import { isAdmin } from "../../../../src/shared/roles";
import { ApiError } from "../../../http/api-error";
import { deletePasskey, listPasskeysOfUser, renamePasskeyOf } from "../db/passkeys";
import type { PasskeyRow } from "../db/tables";
import { passkeyChangedMail } from "../email/mails";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/** The API's view of a passkey: never the public key or the credential id. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: formatUtcInstant(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : formatUtcInstant(row.lastUsedAt),
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
 * Removes a passkey (its owner, or an admin; the route has checked the
 * sign-in is recent) and tells the owner by mail. Sign-ins read passkeys
 * from D1 every time, so it cannot sign in from this moment on; sessions it
 * started earlier end with "sign out everywhere", as any session does.
 */
export async function removePasskey(ctx: ServiceContext, actor: AuthenticatedUser, id: string): Promise<{ id: string }> {
  const owner = isAdmin(actor.roles) ? undefined : actor.user.id;
  const removed = await deletePasskey(ctx.db, id, owner);
  if (!removed) throw notFound();
  await sendPasskeyNotice(ctx, removed.email, { what: "removed", name: removed.name, at: now(), byAdmin: removed.userId !== actor.user.id });
  return { id };
}

/**
 * Tells the member that a passkey was added or removed (an account mail, so
 * it may use the budget's reserve), after the answer. The mail's links need
 * the site's https address; a deployment without one skips the notice and logs
 * why, as event mails do (adding a passkey needs it anyway).
 */
export async function sendPasskeyNotice(ctx: ServiceContext, to: string, change: Parameters<typeof passkeyChangedMail>[1]) {
  if (ctx.siteOrigin === null) {
    console.error(`configuration error: a passkey notice (${change.what}) was not sent because site.url in src/site.config.ts is not the site's https address`);
    return;
  }
  const links = { security: ctx.siteLink("/profile/security#passkeys"), forgotPassword: ctx.siteLink("/forgot-password") };
  await ctx.sendMailQuietly(passkeyChangedMail(to, change, links));
}
