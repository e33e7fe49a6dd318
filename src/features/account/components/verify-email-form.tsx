import { useState } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuth } from "../hooks/use-auth";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { useLinkedEmail } from "../hooks/use-linked-email";
import { useRedirectWhenSignedIn } from "../hooks/use-redirect-when-signed-in";
import { withRedirect } from "../lib/safe-redirect";
import { CodeField } from "./code-field";
import { ResendCode } from "./resend-code";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "email" | "code";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/verify-code");

/**
 * The last step of signing up: the e-mailed code creates the account and
 * signs the member in (then useRedirectWhenSignedIn takes them to /profile or
 * where they were going). The address comes from `?email=` or, without it,
 * from a field.
 */
export function VerifyEmailForm() {
  const { hydrated, get, redirect } = useAuthPageParams();
  const { refreshSession } = useAuth();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });
  const [typedEmail, setTypedEmail] = useState("");
  const [code, setCode] = useState("");
  useRedirectWhenSignedIn();

  // An address in the link that is not one (edited by hand) is asked for instead.
  // While the link's address is being checked, it is the one to verify: a code
  // typed at once is checked with it (and the schema checks it again).
  const linked = get("email");
  const emailFromLink = useLinkedEmail(linked);
  const email = emailFromLink === undefined ? linked : emailFromLink || typedEmail;

  async function verify(codeToCheck: string) {
    await form.submit({
      api: loadApi,
      schema: (api) => api.verifyCodeRequestSchema,
      input: { email, code: codeToCheck },
      send: async (api, body) => {
        await api.verifyCode(body);
        // Signed in by the answer's cookie; the session hint needs telling (decision 011).
        await refreshSession();
        toast.success("Your account is ready. Welcome!", { flow: ACCOUNT_TOAST });
      },
      fields: { INVALID_CODE: "code", CODE_EXPIRED: "code", TOO_MANY_ATTEMPTS: "code", EMAIL_TAKEN: "email" },
    });
  }

  return (
    <div className="max-w-md space-y-6">
      {emailFromLink ? (
        <p>
          We sent a 6-digit code to <strong className="wrap-anywhere">{emailFromLink}</strong>.{" "}
          <Link to={withRedirect("/verify-email", redirect)} className={textLink}>
            Use another address
          </Link>
        </p>
      ) : (
        <p>Enter the address you signed up with and the 6-digit code we e-mailed to it.</p>
      )}
      <form
        {...postedForm}
        ref={form.formRef}
        noValidate
        onFocus={() => void loadApi()}
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
        className="space-y-4"
      >
        {hydrated && emailFromLink === "" && (
          <TextField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
            error={form.errors.email}
          />
        )}
        <CodeField value={code} onChange={setCode} onComplete={(full) => void verify(full)} error={form.errors.code} />
        <FormAlert>{form.formError}</FormAlert>
        <SubmitButton sending={form.sending} sendingLabel="Checking…">
          Verify
        </SubmitButton>
      </form>
      <ResendCode
        email={email}
        onInvalidEmail={(message) => form.showErrors({ email: message })}
        onSent={() => {
          setCode("");
          form.clearErrors();
        }}
      />
      <p className="text-sm text-ink-muted">
        Wrong username or address?{" "}
        <Link to={withRedirect("/signup", redirect)} className={textLink}>
          Sign up again
        </Link>
        .
      </p>
    </div>
  );
}
