import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { hasErrorCode } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuth } from "../hooks/use-auth";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { confirmationCheck, PASSWORD_HINT } from "../lib/password-confirmation";
import { takeReturnAfterReset } from "../lib/return-after-reset";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "password" | "confirmPassword";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/reset-password");

/**
 * A new password from the e-mailed link (`?token=`). Success ends every other
 * session, removes the account's passkeys (decision 051, said before and
 * after) and signs this browser in (decision 040): the member lands on
 * their profile, or where the sign-in that led here was going (a held
 * check-in: lib/return-after-reset.ts).
 */
export function ResetPasswordForm() {
  const { hydrated, get } = useAuthPageParams();
  const { refreshSession } = useAuth();
  const navigate = useNavigate();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });
  const [linkInvalid, setLinkInvalid] = useState(false);
  const token = get("token");

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.resetPasswordRequestSchema,
    input: { token, password: data.get("password") },
    check: confirmationCheck("password", data),
    // A token the schema refuses cannot be a link we sent.
    invalid: (errors) => (errors.token ? invalidLink() : null),
    send: async (api, body) => {
      const { passkeysRemoved } = await api.resetPassword(body);
      // Signed in by the answer's cookie; the session hint needs telling (decision 011).
      await refreshSession();
      toast.success(resetDone(passkeysRemoved), {
        flow: ACCOUNT_TOAST,
        // Long enough to read, and a way to where passkeys are added again.
        ...(passkeysRemoved > 0 && {
          duration: PASSKEYS_REMOVED_TOAST_MS,
          action: { label: "Add a passkey", onClick: () => void navigate(SECURITY_PASSKEYS) },
        }),
      });
      void navigate(takeReturnAfterReset() ?? "/profile");
    },
    fields: { PASSWORD_TOO_COMMON: "password" },
    alert: (error) => (hasErrorCode(error, "INVALID_TOKEN") ? invalidLink() : undefined),
  }));

  function invalidLink() {
    setLinkInvalid(true);
    return <InvalidLink />;
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
    <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
      <p className="text-ink-muted">
        A new password signs out every device and removes your account's passkeys: afterwards you can add one again on your{" "}
        <Link to={SECURITY_PASSKEYS} className={textLink}>
          Security page
        </Link>
        .
      </p>
      <TextField name="password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={form.errors.confirmPassword} />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Saving…" className={linkInvalid ? "hidden" : ""}>
        Set new password
      </SubmitButton>
    </form>
  );
}

const SECURITY_PASSKEYS = "/profile/security#passkeys";
const PASSKEYS_REMOVED_TOAST_MS = 10_000;

/** What the reset did, and where passkeys go back on (decision 051). */
function resetDone(passkeysRemoved: number): string {
  const signedIn = "Your password has been changed, and you are signed in.";
  if (passkeysRemoved === 0) return signedIn;
  const which = passkeysRemoved === 1 ? "Your passkey was" : `Your ${passkeysRemoved} passkeys were`;
  return `${signedIn} ${which} removed: add one again under Profile → Security.`;
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
