import { Link, useNavigate } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { fieldErrorsOf, useFormFeedback, type FieldErrors } from "~/lib/use-form-feedback";
import { signupRequestSchema } from "~/shared/auth";
import { postSignup } from "../api/signup";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { useRedirectWhenSignedIn } from "../hooks/use-redirect-when-signed-in";
import { startCodeCooldown } from "../lib/code-cooldown";
import { confirmationError, PASSWORD_HINT } from "../lib/password-confirmation";
import { withRedirect } from "../lib/safe-redirect";

type Field = "username" | "email" | "password" | "confirmPassword";

/** Username, e-mail, password twice; on success the code is on its way and the member goes to enter it. */
export function SignupForm() {
  const navigate = useNavigate();
  const { redirect } = useAuthPageParams();
  const form = useFormFeedback<Field>();
  useRedirectWhenSignedIn();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const data = new FormData(event.currentTarget);
    const input = { username: data.get("username"), email: data.get("email"), password: data.get("password") };
    const parsed = signupRequestSchema.safeParse(input);
    const errors: FieldErrors<Field> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const mismatch = confirmationError(String(input.password ?? ""), String(data.get("confirmPassword") ?? ""));
    if (mismatch && !errors.password) errors.confirmPassword = mismatch;
    if (!parsed.success || errors.confirmPassword) return form.showErrors(errors);

    await form.send(async () => {
      const { message } = await postSignup(parsed.data);
      startCodeCooldown(parsed.data.email);
      toast.success(message);
      void navigate(withRedirect(`/verify-email?email=${encodeURIComponent(parsed.data.email)}`, redirect));
    }, { USERNAME_TAKEN: "username", EMAIL_TAKEN: "email" });
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 32 characters: letters, numbers, '.', '_' and '-'. Shown on your public page."
        error={form.errors.username}
      />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" hint="We send the code here." error={form.errors.email} />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      <TextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={form.errors.confirmPassword}
      />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Sending your code…">
        Sign Up
      </SubmitButton>
      <p className="text-sm text-ink-muted">
        Already a member?{" "}
        <Link to={withRedirect("/login", redirect)} prefetch="intent" className={textLink}>
          Log in
        </Link>{" "}
        · Have a code already?{" "}
        <Link to={withRedirect("/verify-email", redirect)} prefetch="intent" className={textLink}>
          Enter it
        </Link>
      </p>
    </form>
  );
}
