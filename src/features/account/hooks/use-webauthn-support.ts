import { useSyncExternalStore } from "react";
import { hasWebAuthn } from "../lib/has-webauthn";

const subscribe = () => () => {};

/**
 * Whether the browser has WebAuthn, for deciding whether to show passkey
 * buttons: false in prerendered HTML and while hydrating (the HTML cannot
 * know), the browser's answer afterwards.
 */
export function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(subscribe, hasWebAuthn, () => false);
}
