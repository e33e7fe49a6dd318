import { useEffect, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import type { PasskeySignIn } from "../lib/passkey-sign-in";
import { useAuth } from "./use-auth";
import { useWebAuthnSupport } from "./use-webauthn-support";

/**
 * The first sign that the visitor is using the page. The autofill request
 * (and with it the WebAuthn library, zod and the options call) waits for it,
 * as forms wait for their first focus: a visit that does nothing downloads
 * none of it (decision 005) and costs no Worker call (decision 011). A mouse
 * on its way to the field, a touch or a key arms it before the field is used.
 */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * Passkey sign-in for the login page: the autofill request, armed on the
 * visitor's first move while signed out, and the button's action. A passkey
 * sign-in ends as a password sign-in does: "Welcome back!" and the session
 * read again (which sets the session hint, decision 011), after which the
 * page's redirect takes the member on.
 */
export function usePasskeySignIn(onFailure: (message: string) => void) {
  const { isLoading, isAuthenticated, refreshSession } = useAuth();
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const latest = useRef({ onFailure, refreshSession });
  latest.current = { onFailure, refreshSession };
  const flow = useRef<(() => Promise<PasskeySignIn>) | null>(null);
  const signedOut = supported && !isLoading && !isAuthenticated;

  useEffect(() => {
    if (!signedOut) return;
    let loaded: Promise<PasskeySignIn> | undefined;
    const load = () =>
      (loaded ??= import("../lib/passkey-sign-in").then(({ createPasskeySignIn }) =>
        createPasskeySignIn({
          onSignedIn: async () => {
            toast.success("Welcome back!");
            await latest.current.refreshSession();
          },
          onFailure: (message) => latest.current.onFailure(message),
          onBusy: setBusy,
        }),
      ));
    const arm = () => {
      stopListening();
      void load().then((created) => created.armAutofill());
    };
    const stopListening = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, arm, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, arm, { capture: true, passive: true });
    flow.current = load;
    return () => {
      stopListening();
      flow.current = null;
      void loaded?.then((created) => created.stop());
    };
  }, [signedOut]);

  return {
    supported,
    busy,
    ready: signedOut,
    signIn: () => void flow.current?.().then((created) => created.signIn()),
  };
}
