import { Dialog } from "~/components/dialog";
import { postedForm } from "~/components/posted-form";
import { TextField } from "~/components/text-field";
import { errorDetail } from "~/lib/api-error";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuth } from "../../hooks/use-auth";
import { FormDialogActions } from "~/components/form-dialog-actions";

/** The call and its request schema, loaded when the dialog opens (its field takes focus). */
const loadApi = () => import("../../api/reauth");

type ConfirmPasswordDialogProps = {
  /** What the password is for, ending the sentence "Enter your password to …". */
  purpose?: string;
  onConfirmed: () => void;
  onCancel: () => void;
};

/**
 * Adding or removing a passkey needs a sign-in from the last 10 minutes:
 * someone at a member's unlocked laptop must not add their own passkey to
 * the account, nor remove the owner's. The password renews the session
 * (POST /api/auth/reauth), then the change goes on.
 */
export function ConfirmPasswordDialog({ purpose = "add a passkey", onConfirmed, onCancel }: ConfirmPasswordDialogProps) {
  const { username } = useAuth();
  const form = useFormFeedback<"password">();

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.reauthRequestSchema,
    input: { password: data.get("password") },
    send: async (api, body) => {
      await api.reauth(body);
      onConfirmed();
    },
    fields: { WRONG_PASSWORD: "password" },
    alert: (error) => errorDetail(error),
  }));

  return (
    <Dialog title="Confirm your password" onClose={onCancel}>
      <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <p className="text-ink-muted">You logged in more than 10 minutes ago. Enter your password to {purpose}.</p>
        {/* Tells password managers whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" error={form.errors.password} />
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Checking…" onCancel={onCancel}>
          Continue
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
