import { hasWebAuthn } from "./has-webauthn";

/**
 * The offer to add a passkey after a password sign-in is made once per
 * device: this marker in localStorage remembers it was answered ("Not now",
 * or a passkey was added), whoever signed in.
 */
const KEY = "passkey-offer";

function offerAnswered(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true; // storage blocked: the answer could not be kept, so do not ask at every sign-in
  }
}

export function rememberPasskeyOfferAnswered() {
  try {
    localStorage.setItem(KEY, "answered");
  } catch {
    // storage blocked: offerAnswered() then says so anyway
  }
}

/**
 * Offer only where a passkey can live on the device itself (a phone's or a
 * laptop's fingerprint, face or screen lock): a member without one would be
 * sent to a security key or another phone, which is not what "sign in faster
 * here" promises.
 */
export async function shouldOfferPasskey(): Promise<boolean> {
  if (!hasWebAuthn() || offerAnswered()) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}
