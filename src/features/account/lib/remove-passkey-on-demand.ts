import { hasErrorCode } from "~/lib/api-error";
import type { ConfirmPassword } from "./add-passkey";

/**
 * Removes a passkey, loading the call (and its schema) only when a dialog
 * confirms it: the pages that list passkeys do not carry it. Removing needs a
 * sign-in from the last 10 minutes, as adding does: on 403 REAUTH_REQUIRED
 * the password is asked (`confirmPassword`) and the call made again. `null`
 * when the member gave up at the password (nothing was removed).
 */
export async function removePasskeyOnDemand(id: string, confirmPassword: ConfirmPassword) {
  const { removePasskey } = await import("../api/remove-passkey");
  try {
    return await removePasskey(id);
  } catch (error) {
    if (!hasErrorCode(error, "REAUTH_REQUIRED")) throw error;
    if (!(await confirmPassword())) return null;
    return removePasskey(id);
  }
}
