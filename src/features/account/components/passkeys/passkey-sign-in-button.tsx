import { secondaryButton } from "~/components/buttons";
import { usePasskeySignIn } from "../../hooks/use-passkey-sign-in";

/**
 * "Sign in with a passkey", beside the login form's button (so appearing
 * after hydration moves nothing), for browsers with WebAuthn only. Mounting
 * it also offers passkeys in the username field's autofill, where the
 * browser can (the field's autocomplete ends in "webauthn").
 */
export function PasskeySignInButton({ onFailure }: { onFailure: (message: string) => void }) {
  const { supported, ready, busy, signIn } = usePasskeySignIn(onFailure);
  if (!supported) return null;
  return (
    <button type="button" className={secondaryButton} disabled={!ready || busy} aria-disabled={!ready || busy} onClick={signIn}>
      {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
    </button>
  );
}
