import { useState } from "react";
import { useNavigate } from "react-router";
import { dangerButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { User } from "~/shared/users";
import { deleteUser } from "../api/delete-user";
import { useAuth } from "../hooks/use-auth";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

/**
 * Deleting one's own account: typing the username makes it deliberate (no
 * "are you sure" click-through), the current password proves it is the
 * member (the API asks for it), then a last confirmation. The server ends
 * the session with the account; the member lands on the home page.
 */
export function DeleteAccount({ user }: { user: User }) {
  const { markSignedOut } = useAuth();
  const navigate = useNavigate();
  const form = useFormFeedback<"confirmUsername" | "currentPassword">({ toastFlow: ACCOUNT_TOAST });
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");

  async function leave() {
    // Leave the members-only page first, or it would send us to log in.
    await navigate("/");
    markSignedOut();
    toast.success("Your account has been deleted.", { flow: ACCOUNT_TOAST });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = String(data.get("confirmUsername") ?? "").trim();
    const currentPassword = String(data.get("currentPassword") ?? "");
    const errors: { confirmUsername?: string; currentPassword?: string } = {};
    if (typed.toLowerCase() !== user.username.toLowerCase()) errors.confirmUsername = `Type your username, ${user.username}, to confirm.`;
    if (!currentPassword) errors.currentPassword = "Enter your password.";
    if (errors.confirmUsername || errors.currentPassword) return form.showErrors(errors);
    form.clearErrors();
    setPassword(currentPassword);
    setConfirming(true);
  }

  async function deleteForGood() {
    await form.send(
      async () => {
        try {
          await deleteUser(user.id, password);
        } finally {
          setConfirming(false);
        }
        await leave();
      },
      { fields: { INVALID_CREDENTIALS: "currentPassword" } },
    );
  }

  return (
    <form {...postedForm} ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <TextField
        name="confirmUsername"
        label="Your username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={
          <>
            Type <strong className="text-ink">{user.username}</strong> to confirm.
          </>
        }
        error={form.errors.confirmUsername}
      />
      <TextField name="currentPassword" label="Your password" type="password" autoComplete="current-password" error={form.errors.currentPassword} />
      <FormAlert>{form.formError}</FormAlert>
      <button type="submit" className={dangerButton}>
        Delete my account
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Delete my account"
          busyLabel="Deleting…"
          busy={form.sending}
          onConfirm={() => void deleteForGood()}
          onCancel={() => setConfirming(false)}
        >
          <p>Your profile, points and public page are deleted for good and you are signed out. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
