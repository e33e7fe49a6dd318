import { useState } from "react";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { User } from "~/shared/users";
import { rememberCurrentUser } from "../hooks/use-current-user";
import { ACCOUNT_TOAST } from "../lib/toast-ids";
import { CodeField } from "./code-field";

/** The calls and their request schemas, loaded when a form is first focused. */
const loadStart = () => import("../api/start-email-change");
const loadConfirm = () => import("../api/confirm-email-change");

/**
 * Changing one's own e-mail in two steps: the new address and the current
 * password send a code there; the code moves the account
 * (docs/decisions/060-changing-your-own-e-mail.md). Until then the account
 * keeps its address. Both forms post (never GET) should they be sent
 * before the page's script runs.
 */
export function ChangeEmailForm({ user }: { user: User }) {
  const [email, setEmail] = useState(user.email);
  const [pending, setPending] = useState<string | null>(null);
  return (
    <div className="max-w-sm space-y-4">
      <p>
        Your address is <strong className="wrap-anywhere">{email}</strong>. Sign-in, codes and reset links use it.
      </p>
      {pending === null ? (
        <NewAddressForm username={user.username} onSent={setPending} />
      ) : (
        <ConfirmCodeForm
          newEmail={pending}
          onConfirmed={(changed) => {
            setEmail(changed);
            setPending(null);
            rememberCurrentUser({ ...user, email: changed });
          }}
          onStartAgain={() => setPending(null)}
        />
      )}
    </div>
  );
}

function NewAddressForm({ username, onSent }: { username: string; onSent: (newEmail: string) => void }) {
  const form = useFormFeedback<"newEmail" | "currentPassword">({ toastFlow: ACCOUNT_TOAST });
  const onSubmit = form.onSubmit(loadStart, (data) => ({
    schema: (api) => api.emailChangeRequestSchema,
    input: { newEmail: data.get("newEmail"), currentPassword: data.get("currentPassword") || undefined },
    send: async (api, body) => {
      const { data: started, message } = await api.startEmailChange(body);
      if (message) toast.success(message, { flow: ACCOUNT_TOAST });
      onSent(started.newEmail);
    },
    fields: { WRONG_PASSWORD: "currentPassword", REAUTH_REQUIRED: "currentPassword", TOO_MANY_ATTEMPTS: "newEmail", RATE_LIMITED: "newEmail" },
  }));
  return (
    <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadStart()} onSubmit={onSubmit} className="space-y-4">
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField name="newEmail" label="New e-mail address" type="email" autoComplete="email" error={form.errors.newEmail} />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Not needed if you signed in within the last 10 minutes."
        error={form.errors.currentPassword}
      />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Sending…">
        Send a code
      </SubmitButton>
    </form>
  );
}

type ConfirmCodeFormProps = { newEmail: string; onConfirmed: (email: string) => void; onStartAgain: () => void };

function ConfirmCodeForm({ newEmail, onConfirmed, onStartAgain }: ConfirmCodeFormProps) {
  const form = useFormFeedback<"code">({ toastFlow: ACCOUNT_TOAST });
  const [code, setCode] = useState("");

  async function confirm(codeToCheck: string) {
    await form.submit({
      api: loadConfirm,
      schema: (api) => api.emailChangeConfirmSchema,
      input: { code: codeToCheck },
      send: async (api, body) => {
        const { data, message } = await api.confirmEmailChange(body);
        toast.success(message ?? "Your e-mail address has been changed.", { flow: ACCOUNT_TOAST });
        onConfirmed(data.email);
      },
      fields: { INVALID_CODE: "code", CODE_EXPIRED: "code", TOO_MANY_ATTEMPTS: "code", EMAIL_TAKEN: "code" },
    });
  }

  return (
    <form
      {...postedForm}
      ref={form.formRef}
      noValidate
      onFocus={() => void loadConfirm()}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(code);
      }}
      className="space-y-4"
    >
      <p>
        We sent a 6-digit code to <strong className="wrap-anywhere">{newEmail}</strong>. Your address changes when you enter it.
      </p>
      <CodeField value={code} onChange={setCode} onComplete={(full) => void confirm(full)} error={form.errors.code} />
      <FormAlert>{form.formError}</FormAlert>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={form.sending} sendingLabel="Checking…">
          Confirm new address
        </SubmitButton>
        <button type="button" className={textLink} onClick={onStartAgain}>
          Use another address, or send a new code
        </button>
      </div>
    </form>
  );
}
