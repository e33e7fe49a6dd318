import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { FormAlert } from "~/components/form-alert";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuth } from "../hooks/use-auth";
import { confirmationCheck, PASSWORD_HINT } from "../lib/password-confirmation";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/set-password");

/** Change the password with the current one. This device stays signed in; the others are signed out. */
export function ChangePasswordForm() {
  const { username } = useAuth();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });

  const onSubmit = form.onSubmit(loadApi, (data, element) => ({
    schema: (api) => api.setPasswordRequestSchema,
    input: { currentPassword: data.get("currentPassword"), newPassword: data.get("newPassword") },
    check: confirmationCheck("newPassword", data),
    send: async (api, body) => {
      const { message } = await api.setPassword(body);
      element.reset();
      toast.success(message, { flow: ACCOUNT_TOAST });
    },
    fields: { WRONG_PASSWORD: "currentPassword", PASSWORD_TOO_COMMON: "newPassword" },
  }));

  return (
    <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" error={form.errors.currentPassword} />
      <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.newPassword} />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={form.errors.confirmPassword} />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
