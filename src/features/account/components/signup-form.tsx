import { Link, useNavigate } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { TURNSTILE_PENDING, useTurnstile } from "~/components/turnstile";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { useRedirectWhenSignedIn } from "../hooks/use-redirect-when-signed-in";
import { startCodeCooldown } from "../lib/code-cooldown";
import { confirmationCheck, PASSWORD_HINT } from "../lib/password-confirmation";
import { withRedirect } from "../lib/safe-redirect";
import { UsernameField } from "./username-field";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "username" | "email" | "password" | "confirmPassword";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/signup");

/** Username, e-mail, password twice; on success the code is on its way and the member goes to enter it. */
export function SignupForm() {
  const navigate = useNavigate();
  const { redirect } = useAuthPageParams();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });
  const human = useTurnstile("signup");
  useRedirectWhenSignedIn();

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.signupRequestSchema,
    input: { username: data.get("username"), email: data.get("email"), password: data.get("password"), turnstileToken: human.token },
    check: confirmationCheck("password", data),
    blocked: () => (human.ready ? null : TURNSTILE_PENDING),
    send: async (api, body) => {
      let message: string;
      try {
        ({ message } = await api.signup(body));
      } finally {
        human.reset(); // each token is good for one check
      }
      startCodeCooldown(body.email, api.RESEND_COOLDOWN_SECONDS);
      toast.success(message, { flow: ACCOUNT_TOAST });
      void navigate(withRedirect(`/verify-email?email=${encodeURIComponent(body.email)}`, redirect));
    },
    fields: { USERNAME_TAKEN: "username", EMAIL_TAKEN: "email", PASSWORD_TOO_COMMON: "password" },
  }));

  return (
    <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
      <UsernameField hint="3 to 32 characters: letters, numbers, '.', '_' and '-'. Shown on your public page." error={form.errors.username} />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" hint="We send the code here." error={form.errors.email} />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      <TextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={form.errors.confirmPassword}
      />
      {human.box}
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
