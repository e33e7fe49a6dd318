import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { ApiError } from "~/lib/api-client";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { fieldErrorsOf, useFormFeedback, type FieldErrors } from "~/lib/use-form-feedback";
import { resetPasswordRequestSchema } from "~/shared/auth";
import { useAuth } from "../hooks/use-auth";
import { postResetPassword } from "../api/reset-password";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { confirmationError, PASSWORD_HINT } from "../lib/password-confirmation";

type Field = "password" | "confirmPassword";

/** A new password from the e-mailed link (`?token=`). Success ends every session, so the member logs in again. */
export function ResetPasswordForm() {
  const { hydrated, get } = useAuthPageParams();
  const { isAuthenticated, markSignedOut } = useAuth();
  const navigate = useNavigate();
  const form = useFormFeedback<Field>();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const token = get("token");

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const parsed = resetPasswordRequestSchema.safeParse({ token, password });
    const errors: FieldErrors<Field | "token"> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (errors.token) return showInvalidLink();
    const mismatch = confirmationError(password, String(data.get("confirmPassword") ?? ""));
    if (mismatch && !errors.password) errors.confirmPassword = mismatch;
    if (!parsed.success || errors.confirmPassword) return form.showErrors(errors);

    form.clearErrors();
    form.setSending(true);
    try {
      await postResetPassword(parsed.data);
      // Every session of the account has just ended, this browser's too if it had one.
      if (isAuthenticated) markSignedOut();
      toast.success("Your password has been changed. Log in with the new one.");
      void navigate("/login");
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") showInvalidLink();
      else form.showApiError(error);
      toastFailure(error);
    } finally {
      form.setSending(false);
    }
  }

  function showInvalidLink() {
    setLinkInvalid(true);
    form.showErrors({}, <InvalidLink />);
  }

  if (hydrated && !token) {
    return (
      <div className="max-w-md space-y-3 rounded-md border border-line bg-surface-muted p-4">
        <p>Open this page from the link in your password-reset e-mail.</p>
        <p>
          No e-mail, or is the link older than 30 minutes?{" "}
          <Link to="/forgot-password" className={textLink}>
            Get a new link
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
      <TextField name="password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={form.errors.confirmPassword} />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Saving…" className={linkInvalid ? "hidden" : ""}>
        Set new password
      </SubmitButton>
    </form>
  );
}

function InvalidLink() {
  return (
    <>
      <p className="font-semibold">This reset link is invalid or has expired.</p>
      <p>
        Links work once, for 30 minutes.{" "}
        <Link to="/forgot-password" className={textLink}>
          Get a new link
        </Link>
        .
      </p>
    </>
  );
}
