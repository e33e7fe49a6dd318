import { useState } from "react";
import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { useTurnstile } from "~/components/turnstile";
import { errorDetail, hasErrorCode } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { keepReturnAfterReset } from "../lib/return-after-reset";
import { withRedirect } from "../lib/safe-redirect";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/forgot-password");

/**
 * Asks for a reset link. The answer is the same whether or not the address
 * has an account (so the form cannot be used to find out), and so is the
 * confirmation shown here. A `?redirect=` from the sign-in page waits in the
 * browser for the new password (lib/return-after-reset.ts).
 */
export function ForgotPasswordForm() {
  const { redirect } = useAuthPageParams();
  const form = useFormFeedback<"email">({ toastFlow: ACCOUNT_TOAST });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const human = useTurnstile("forgot-password");

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.forgotPasswordRequestSchema,
    input: { email: data.get("email"), turnstileToken: human.token },
    blocked: human.blocked,
    send: async (api, body) => {
      try {
        await api.forgotPassword(body);
      } finally {
        human.reset(); // each token is good for one check
      }
      keepReturnAfterReset(redirect);
      setSentTo(body.email);
      toast.success("Check your inbox.", { flow: ACCOUNT_TOAST });
    },
    alert: (error) => <ForgotFailure error={error} />,
  }));

  if (sentTo) {
    return (
      <div role="status" className="max-w-md space-y-4 rounded-md border border-line bg-surface-muted p-4">
        <p className="font-semibold text-ink">Check your inbox</p>
        <p>
          If an account uses <strong className="wrap-anywhere">{sentTo}</strong>, we have sent it a link to choose a new password. The link works once, for 30
          minutes. No mail after a few minutes? Look in your spam folder.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setSentTo(null)}>
            Use another address
          </button>
          <Link to={withRedirect("/login", redirect)} className={`${textLink} self-center`}>
            Back to log in
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
      <TextField name="email" label="E-mail" type="email" autoComplete="email" error={form.errors.email} />
      {human.box}
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Sending…">
        Send me a link
      </SubmitButton>
      <p className="text-sm text-ink-muted">
        Remembered it?{" "}
        <Link to={withRedirect("/login", redirect)} prefetch="intent" className={textLink}>
          Log in
        </Link>
      </p>
    </form>
  );
}

function ForgotFailure({ error }: { error: unknown }) {
  if (hasErrorCode(error, "RATE_LIMITED")) {
    return (
      <>
        <p className="font-semibold">{errorDetail(error)}</p>
        <p>If you asked for a link a moment ago, it is on its way: look in your inbox, and in the spam folder.</p>
      </>
    );
  }
  return <p>{errorDetail(error)}</p>;
}
