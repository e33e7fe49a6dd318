import { secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { usePasskeys } from "../../hooks/use-passkeys";
import { useWebAuthnSupport } from "../../hooks/use-webauthn-support";
import { AddPasskeyForm } from "./add-passkey-form";
import { PasskeyList } from "./passkey-list";

/**
 * Security → Passkeys: the list, to rename or remove them (in any browser),
 * and adding one (in browsers with WebAuthn only).
 */
export function PasskeysSection() {
  const supported = useWebAuthnSupport();
  const { state, retry, added, renamed, removed } = usePasskeys();

  return (
    <div className="space-y-6">
      <p className="text-ink-muted">
        Log in with your fingerprint, face or screen lock instead of your password. A passkey works only on this site, so it cannot be phished, and there is
        nothing to remember.
      </p>
      <div aria-busy={state.status === "loading"} className="min-h-16">
        {state.status === "loading" && <p className="text-ink-muted">Loading your passkeys…</p>}
        {state.status === "error" && (
          <div className="space-y-3">
            <FormAlert>{state.message}</FormAlert>
            <button type="button" className={secondaryButton} onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {state.status === "ready" && <PasskeyList passkeys={state.passkeys} onRenamed={renamed} onRemoved={removed} />}
      </div>
      {supported ? (
        <AddPasskeyForm onAdded={added} />
      ) : (
        <p className="text-ink">This browser cannot create or use passkeys. You can still rename or remove the ones you added elsewhere.</p>
      )}
    </div>
  );
}
