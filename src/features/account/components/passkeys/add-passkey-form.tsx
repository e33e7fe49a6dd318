import { useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { errorDetail } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { Passkey } from "~/shared/passkeys";
import { usePasswordConfirmation } from "../../hooks/use-password-confirmation";
import { addPasskey } from "../../lib/add-passkey";
import { passkeyFailure } from "../../lib/passkey-problems";
import { suggestPasskeyName } from "../../lib/passkey-name";
import { ConfirmPasswordDialog } from "./confirm-password-dialog";

/** The name's rule (the module that also makes the call), loaded when the form is first focused. */
const loadApi = () => import("../../api/register-passkey");

/**
 * Names the passkey (a guess from the device, to keep or change), then adds
 * it: the password first if the sign-in is not recent, then the browser's
 * prompt. Only shown in browsers with WebAuthn.
 */
export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const form = useFormFeedback<"name">();
  const password = usePasswordConfirmation();
  const [suggestedName] = useState(() => suggestPasskeyName(navigator.userAgent));

  const onSubmit = form.onSubmit(loadApi, (data, element) => ({
    schema: (api) => api.passkeyNameRequestSchema,
    input: { name: data.get("name") },
    send: async (_api, { name }) => {
      let passkey: Passkey | null;
      try {
        passkey = await addPasskey(name, password.confirm);
      } catch (error) {
        const failure = passkeyFailure(error, "add");
        if (failure) throw failure;
        return;
      }
      if (!passkey) return; // the member closed the password prompt
      onAdded(passkey);
      element.reset();
      toast.success(`Passkey "${passkey.name}" added. Use it next time you log in.`);
    },
    alert: (error) => errorDetail(error),
  }));

  return (
    <>
      <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
        <TextField
          name="name"
          label="Name for the new passkey"
          defaultValue={suggestedName}
          autoComplete="off"
          hint='To tell your passkeys apart, such as "Pixel 8" or "Work laptop".'
          error={form.errors.name}
        />
        <FormAlert>{form.formError}</FormAlert>
        <SubmitButton sending={form.sending} sendingLabel="Adding…">
          Add a passkey
        </SubmitButton>
      </form>
      {password.asking && <ConfirmPasswordDialog onConfirmed={() => password.settle(true)} onCancel={() => password.settle(false)} />}
    </>
  );
}
