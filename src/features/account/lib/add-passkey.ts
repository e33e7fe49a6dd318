import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { hasErrorCode } from "~/lib/api-error";
import type { CreationOptions, Passkey } from "~/shared/passkeys";

/** Asks for the password (POST /api/auth/reauth); true once confirmed, false if the member gave up. */
export type ConfirmPassword = () => Promise<boolean>;

/**
 * Adds a passkey named `name`: the options — first confirming the password
 * when the sign-in is more than 10 minutes old (403 REAUTH_REQUIRED) — then
 * the browser's prompt, then the server's check. `null` when the member gave
 * up at the password. Failures are thrown for passkeyFailure() to word; a
 * new attempt starts over from new options, since a challenge serves one.
 */
export async function addPasskey(name: string, confirmPassword: ConfirmPassword): Promise<Passkey | null> {
  const [optionsApi, registerApi] = await Promise.all([import("../api/passkey-registration-options"), import("../api/register-passkey")]);
  let options: CreationOptions;
  try {
    options = await optionsApi.passkeyRegistrationOptions();
  } catch (error) {
    if (!hasErrorCode(error, "REAUTH_REQUIRED")) throw error;
    if (!(await confirmPassword())) return null;
    options = await optionsApi.passkeyRegistrationOptions();
  }
  // The options are the server library's own output, handed on as they are (docs/api.md).
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  // The extension results as a plain record, which is how the API's contract reads them.
  return registerApi.registerPasskey({ response: { ...response, clientExtensionResults: { ...response.clientExtensionResults } }, name });
}
