import { SubmitButton } from "~/components/submit-button";
import { FormAlert } from "~/components/form-alert";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { fieldErrorsOf, useFormFeedback, type FieldErrors } from "~/lib/use-form-feedback";
import { setPasswordRequestSchema } from "~/shared/auth";
import { postSetPassword } from "../api/set-password";
import { confirmationError, PASSWORD_HINT } from "../lib/password-confirmation";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

/** Change the password with the current one. This device stays signed in; the others are signed out. */
export function ChangePasswordForm({ username }: { username: string }) {
  const form = useFormFeedback<Field>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const input = { currentPassword: data.get("currentPassword"), newPassword: data.get("newPassword") };
    const parsed = setPasswordRequestSchema.safeParse(input);
    const errors: FieldErrors<Field> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const mismatch = confirmationError(String(input.newPassword ?? ""), String(data.get("confirmPassword") ?? ""));
    if (mismatch && !errors.newPassword) errors.confirmPassword = mismatch;
    if (!parsed.success || errors.confirmPassword) return form.showErrors(errors);

    await form.send(async () => {
      const { message } = await postSetPassword(parsed.data);
      element.reset();
      toast.success(message);
    }, { WRONG_PASSWORD: "currentPassword" });
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
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
