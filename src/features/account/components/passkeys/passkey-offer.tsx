import { useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { errorDetail } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { usePasswordConfirmation } from "../../hooks/use-password-confirmation";
import { addPasskey } from "../../lib/add-passkey";
import { rememberPasskeyOfferAnswered } from "../../lib/passkey-offer";
import { isAlreadyOnDevice, passkeyFailure } from "../../lib/passkey-problems";
import { suggestPasskeyName } from "../../lib/passkey-name";
import { ConfirmPasswordDialog } from "./confirm-password-dialog";

/**
 * Shown once per device, after a password sign-in on a device that can hold
 * a passkey itself: add one now, in one step (the sign-in is fresh, so no
 * password is asked again), or not. Either answer is remembered on this
 * device; `onDone` then lets the login page take the member on.
 */
export function PasskeyOffer({ onDone }: { onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const password = usePasswordConfirmation();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadyOnDevice, setAlreadyOnDevice] = useState(false);

  // The form that had the focus is gone: the offer takes it, so it is read first.
  useEffect(() => heading.current?.focus(), []);

  async function add() {
    setAdding(true);
    setFailure(null);
    try {
      const passkey = await addPasskey(suggestPasskeyName(navigator.userAgent), password.confirm);
      if (!passkey) return setAdding(false);
      toast.success("Passkey added. Next time, log in with it.");
    } catch (error) {
      setAdding(false);
      const problem = passkeyFailure(error, "add");
      if (problem) setFailure(errorDetail(problem));
      // This device has a passkey for the account already: the offer has nothing more to give.
      if (isAlreadyOnDevice(error)) {
        rememberPasskeyOfferAnswered();
        setAlreadyOnDevice(true);
      }
      return;
    }
    rememberPasskeyOfferAnswered();
    onDone();
  }

  function notNow() {
    rememberPasskeyOfferAnswered();
    onDone();
  }

  return (
    <section aria-labelledby="passkey-offer-title" className="max-w-sm space-y-4 rounded-lg border border-line bg-surface-raised p-5">
      <h2 id="passkey-offer-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        Log in faster next time
      </h2>
      <p className="text-ink-muted">Add a passkey to this device and log in with your fingerprint, face or screen lock instead of your password.</p>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-3">
        {!alreadyOnDevice && (
          <button type="button" className={primaryButton} disabled={adding} aria-disabled={adding} onClick={() => void add()}>
            {adding ? "Adding…" : "Add a passkey"}
          </button>
        )}
        <button type="button" className={secondaryButton} disabled={adding} onClick={notNow}>
          {alreadyOnDevice ? "Continue" : "Not now"}
        </button>
      </div>
      <p className="text-sm text-ink-muted">We will not ask again on this device. Passkeys are under Profile → Security.</p>
      {password.asking && <ConfirmPasswordDialog onConfirmed={() => password.settle(true)} onCancel={() => password.settle(false)} />}
    </section>
  );
}
