import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { ApiError } from "~/lib/api-client";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { fieldErrorsOf, useFormFeedback } from "~/lib/use-form-feedback";
import { loginRequestSchema } from "~/shared/auth";
import { EmailSchema } from "~/shared/fields";
import { useAuth } from "../hooks/use-auth";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { useRedirectWhenSignedIn } from "../hooks/use-redirect-when-signed-in";
import { withRedirect } from "../lib/safe-redirect";

type Field = "username" | "password";

/**
 * Username or e-mail and password, checked before the call (spec §5). Where
 * the member goes next is decided by useRedirectWhenSignedIn.
 */
export function LoginForm() {
  const { login } = useAuth();
  const { redirect } = useAuthPageParams();
  const form = useFormFeedback<Field>();
  useRedirectWhenSignedIn();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const data = new FormData(event.currentTarget);
    const parsed = loginRequestSchema.safeParse({ username: data.get("username"), password: data.get("password") });
    if (!parsed.success) return form.showErrors(fieldErrorsOf(parsed.error));
    form.clearErrors();
    form.setSending(true);
    try {
      await login(parsed.data.username, parsed.data.password);
      toast.success("Welcome back!");
    } catch (error) {
      form.showErrors({}, <LoginFailure error={error} typed={parsed.data.username} redirect={redirect} />);
      toastFailure(error);
    } finally {
      form.setSending(false);
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
      <TextField name="username" label="Username or e-mail" autoComplete="username" error={form.errors.username} />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" error={form.errors.password} />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Logging in…">
        Log In
      </SubmitButton>
      <p className="text-sm text-ink-muted">
        New here?{" "}
        <Link to={withRedirect("/signup", redirect)} prefetch="intent" className={textLink}>
          Create an account
        </Link>{" "}
        ·{" "}
        <Link to="/forgot-password" prefetch="intent" className={textLink}>
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

/** The failure, and for a sign-up still waiting for its code, the way to finish it. */
function LoginFailure({ error, typed, redirect }: { error: unknown; typed: string; redirect: string | null }) {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED")) return <p>{message}</p>;
  const email = EmailSchema.safeParse(typed);
  const verifyPath = withRedirect(email.success ? `/verify-email?email=${encodeURIComponent(email.data)}` : "/verify-email", redirect);
  return (
    <>
      <p>{message}</p>
      <p>
        <Link to={verifyPath} className={textLink}>
          Verify your e-mail address
        </Link>{" "}
        with the 6-digit code we sent you, or ask for a new code there.
      </p>
    </>
  );
}
