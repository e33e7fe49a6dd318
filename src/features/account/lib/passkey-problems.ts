import { ApiError, errorDetail } from "~/lib/api-error";

/**
 * What to tell a member when a passkey ceremony fails: one sentence for each
 * way it can go wrong, never the browser's or the library's own message
 * (technical, and in the browser's wording). `null` when there is nothing
 * to say: the page itself cancelled the prompt (a newer one replaced it, or
 * the member left).
 */

export type Ceremony = "sign-in" | "add";

export const PROMPT_CLOSED: Record<Ceremony, string> = {
  "sign-in": "No passkey was used: the prompt was closed or timed out, or this device has no passkey for this site. Try again, or log in with your password.",
  add: "No passkey was created: the prompt was closed or timed out. Try again when you are ready.",
};
export const ALREADY_ON_DEVICE = "This device already has a passkey for your account: you can use it to log in.";
export const WRONG_ADDRESS = "Passkeys do not work at this address. Open the site at its usual address and try again.";
export const DEVICE_FAILED: Record<Ceremony, string> = {
  "sign-in": "This device could not use a passkey here. Try again, or log in with your password.",
  add: "This device could not create a passkey. Try again, or try another device.",
};

/** The DOMException name under the library's WebAuthnError, which keeps the browser's `name`. */
const nameOf = (error: unknown) => (error instanceof Error ? error.name : "");
const codeOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "");

/** The device already holds a passkey for this account (the browser's InvalidStateError, as WebAuthn words it). */
export function isAlreadyOnDevice(error: unknown): boolean {
  return nameOf(error) === "InvalidStateError" || codeOf(error) === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED";
}

export function passkeyProblem(error: unknown, ceremony: Ceremony): string | null {
  // The API's own sentence: unknown or removed passkey, expired challenge, not verified, throttled…
  if (error instanceof ApiError) return errorDetail(error);
  if (codeOf(error) === "ERROR_CEREMONY_ABORTED" || nameOf(error) === "AbortError") return null;
  if (ceremony === "add" && isAlreadyOnDevice(error)) return ALREADY_ON_DEVICE;
  switch (nameOf(error)) {
    case "NotAllowedError":
      return PROMPT_CLOSED[ceremony];
    case "SecurityError":
      return WRONG_ADDRESS;
    default:
      return DEVICE_FAILED[ceremony];
  }
}

/**
 * The failure as an Error a form shows and toasts as it is: the API's own
 * error (its sentence is `detail`), or one whose message is the sentence
 * above. `null` when there is nothing to say.
 */
export function passkeyFailure(error: unknown, ceremony: Ceremony): Error | null {
  if (error instanceof ApiError) return error;
  const problem = passkeyProblem(error, ceremony);
  return problem === null ? null : new Error(problem);
}
