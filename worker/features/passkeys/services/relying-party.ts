import { site } from "../../../../src/site.config";
import { ApiError } from "../../../http/api-error";
import type { ServiceContext } from "../../../services/context";

/** Who passkeys belong to: the site's host name (RP ID) and the exact origin browsers must report. */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * From the site's address (`url` in src/site.config.ts; decision 075). Only
 * a local setup (the mail transport is the local outbox: `npm run dev`,
 * `npm run preview`, the tests) uses the address the request came to —
 * `localhost` locally. A deployed Worker whose address is not https refuses
 * passkeys rather than trust the Host header: a passkey is bound to its RP
 * ID for good, so it must never be minted for an address the site does not own.
 */
export function relyingParty(ctx: ServiceContext): RelyingParty {
  const address = ctx.siteOrigin ?? "";
  let url: URL | undefined;
  try {
    url = address ? new URL(address) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.hostname !== "localhost")) {
    console.error("passkeys are off: `url` in src/site.config.ts must be the site's https address", { url: site.url });
    throw new ApiError("PASSKEYS_UNAVAILABLE", "Passkeys are not available on this site right now. Sign in with your password.");
  }
  return { id: url.hostname, origin: url.origin, name: site.productName };
}
