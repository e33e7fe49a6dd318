import { useNavigate } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { PasswordField } from "~/components/password-field";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { useTurnstile } from "~/components/turnstile";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { startCodeCooldown } from "../lib/code-cooldown";
import { PASSWORD_HINT } from "../lib/password-confirmation";
import { withRedirect } from "../lib/safe-redirect";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "firstName" | "lastName" | "email" | "password";

const loadApi = () => import("../api/signup");

/**
 * The sign-up at the door (issue 35.13, decision 145): name, e-mail and one password (shown on
 * demand rather than typed twice); the Worker makes the username from the name, and the rest of the
 * profile waits for later (the profile's overview asks for it). The code is e-mailed as for any
 * sign-up; entering it comes back to `redirect`, which finishes the check-in held for `eventTitle`.
 */
export function DoorSignupForm({ eventTitle, redirect }: { eventTitle: string; redirect: string }) {
  const navigate = useNavigate();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });
  const human = useTurnstile("signup");

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.doorSignupFormSchema,
    input: {
      firstName: data.get("firstName"),
      lastName: data.get("lastName"),
      email: data.get("email"),
      password: data.get("password"),
      turnstileToken: human.token,
    },
    blocked: human.blocked,
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
    fields: { EMAIL_TAKEN: "email", PASSWORD_TOO_COMMON: "password" },
  }));

  return (
    <form
      {...postedForm}
      ref={form.formRef}
      noValidate
      aria-labelledby="door-signup"
      onFocus={() => void loadApi()}
      onSubmit={onSubmit}
      className="max-w-sm space-y-4"
    >
      <h3 id="door-signup" className="text-xl font-semibold text-ink">
        New here? Create your account
      </h3>
      <p className="text-ink-muted">
        You'll be checked in to <strong className="text-ink">{eventTitle}</strong> when you finish. Your major and the rest can wait for your profile.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={50} error={form.errors.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={50} error={form.errors.lastName} />
      </div>
      <TextField name="email" label="E-mail" type="email" autoComplete="email" hint="We send a 6-digit code here." error={form.errors.email} />
      <PasswordField name="password" label="Password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      {human.box}
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Sending your code…">
        Create account
      </SubmitButton>
    </form>
  );
}
