import { ApiError } from "../../../http/api-error";
import { isListedPasswordKey } from "../db/common-passwords";
import { commonPasswordKey } from "../lib/common-passwords";
import { pwnedCount } from "../lib/pwned-passwords";
import type { ServiceContext } from "../../../services/context";
import { settingsOf } from "../../../lib/settings";

export const TOO_COMMON_MESSAGE = "This password is too common — choose another.";
export const BREACHED_MESSAGE = "This password appears in known data breaches — choose another.";

/**
 * Beyond the length rule of the shared schema: refuses the 10,000 most
 * common passwords and, when PASSWORD_BREACH_CHECK is "pwned" (production),
 * passwords found in known breaches. The breach check fails open: when the
 * API cannot be reached, the password is accepted (and that is logged).
 */
export async function assertPasswordAcceptable(ctx: ServiceContext, password: string): Promise<void> {
  if (await isListedPasswordKey(ctx.db, await commonPasswordKey(password))) throw new ApiError("PASSWORD_TOO_COMMON", TOO_COMMON_MESSAGE);
  if (settingsOf(ctx.env).PASSWORD_BREACH_CHECK !== "pwned") return;
  const count = await pwnedCount(password);
  if (count === null) console.warn("breached-password check skipped: the range API could not be reached");
  else if (count > 0) throw new ApiError("PASSWORD_TOO_COMMON", BREACHED_MESSAGE);
}
