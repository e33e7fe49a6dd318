import { Link, useNavigate } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { Suggestions } from "~/components/suggestions";
import { TextField } from "~/components/text-field";
import { useTurnstile } from "~/components/turnstile";
import { COMMON_MAJORS } from "~/content/majors";
import { ApiError, errorDetail } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { useRedirectWhenSignedIn } from "../hooks/use-redirect-when-signed-in";
import { startCodeCooldown } from "../lib/code-cooldown";
import { confirmationCheck, PASSWORD_HINT } from "../lib/password-confirmation";
import { withRedirect } from "../lib/safe-redirect";
import { GraduationTermField, graduationTermFrom, halfGraduationTerm } from "./graduation-term-field";
import { UsernameField } from "./username-field";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "firstName" | "lastName" | "username" | "email" | "password" | "confirmPassword" | "major" | "graduationTerm";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/signup");

const MAJORS_LIST_ID = "signup-major-suggestions";

/** An optional field left empty is not sent. */
const given = (value: FormDataEntryValue | null) => (value === null || String(value).trim() === "" ? undefined : value);

/**
 * Name, username, e-mail, password twice, and optionally major and expected
 * graduation (so the member shows by name at events, in attendance and on
 * the leaderboard from the start); on success the code is on its way and the
 * member goes to enter it.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const { redirect } = useAuthPageParams();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });
  const human = useTurnstile("signup");
  useRedirectWhenSignedIn();

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.signupFormSchema,
    input: {
      firstName: data.get("firstName"),
      lastName: data.get("lastName"),
      username: data.get("username"),
      email: data.get("email"),
      password: data.get("password"),
      major: given(data.get("major")),
      graduationTerm: given(graduationTermFrom(data.get("graduationSeason"), data.get("graduationYear"))),
      turnstileToken: human.token,
    },
    check: (errors) => ({
      ...confirmationCheck("password", data)(errors),
      ...(halfGraduationTerm(data.get("graduationSeason"), data.get("graduationYear"))
        ? { graduationTerm: "Choose both the term and the year, or neither." }
        : {}),
    }),
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
    fields: { USERNAME_TAKEN: "username", EMAIL_TAKEN: "email", PASSWORD_TOO_COMMON: "password" },
    // The mail did not go: the site's webmaster, before there is an admin, learns why on the setup page (decision 107).
    alert: (error) =>
      error instanceof ApiError && error.code === "EMAIL_FAILED" ? (
        <>
          <p>{errorDetail(error)}</p>
          <p>
            Setting up this site?{" "}
            <Link to="/setup" className={textLink}>
              See why the mail did not go
            </Link>
            .
          </p>
        </>
      ) : undefined,
  }));

  return (
    <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={50} error={form.errors.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={50} error={form.errors.lastName} />
      </div>
      <UsernameField hint="3 to 32 characters: letters, numbers, '.', '_' and '-'. Shown on your public page." error={form.errors.username} />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" hint="We send the code here." error={form.errors.email} />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" error={form.errors.confirmPassword} />
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-ink">Your studies (optional)</legend>
        <TextField
          name="major"
          label="Major"
          list={MAJORS_LIST_ID}
          autoComplete="off"
          hint="As your university names it. You can add it later in your profile."
          error={form.errors.major}
        />
        <Suggestions id={MAJORS_LIST_ID} values={COMMON_MAJORS} />
        <GraduationTermField defaultValue={null} error={form.errors.graduationTerm} />
      </fieldset>
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
