import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { errorDetail, hasErrorCode } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useAuth } from "../hooks/use-auth";
import { useAuthPageParams } from "../hooks/use-auth-page-params";
import { useRedirectWhenSignedIn } from "../hooks/use-redirect-when-signed-in";
import { withRedirect } from "../lib/safe-redirect";
import { ACCOUNT_TOAST } from "../lib/toast-ids";
import { PasskeySignInButton } from "./passkeys/passkey-sign-in-button";

type Field = "username" | "password";

/** The request schema, loaded when the form is first focused (the call itself goes through useAuth().login). */
const loadApi = () => import("../api/login");
/** Shown after a password sign-in only, once per device: loaded while the sign-in is on its way. */
const loadPasskeyOffer = () => import("./passkeys/passkey-offer");
const PasskeyOffer = lazy(() => loadPasskeyOffer().then((module) => ({ default: module.PasskeyOffer })));

/**
 * Username or e-mail and password, checked before the call (docs/product.md, Input rules). Where
 * the member goes next is decided by useRedirectWhenSignedIn.
 */
export function LoginForm() {
  const { login, isAuthenticated } = useAuth();
  const { redirect } = useAuthPageParams();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });
  // After a password sign-in, the passkey offer holds the member here until answered.
  const [offeringPasskey, setOfferingPasskey] = useState(false);
  useRedirectWhenSignedIn(offeringPasskey);

  const onSubmit = form.onSubmit(loadApi, (data) => {
    const username = data.get("username");
    return {
      schema: (api) => api.loginRequestSchema,
      input: { username, password: data.get("password") },
      send: async (_api, credentials) => {
        // Decided before the sign-in, so the redirect that follows it waits for the offer.
        const offer = await import("../lib/passkey-offer").then(
          ({ shouldOfferPasskey }) => shouldOfferPasskey(),
          () => false,
        );
        if (offer) void loadPasskeyOffer();
        setOfferingPasskey(offer);
        try {
          await login(credentials.username, credentials.password);
        } catch (error) {
          setOfferingPasskey(false);
          throw error;
        }
        toast.success("Welcome back!", { flow: ACCOUNT_TOAST });
      },
      alert: (error, api) => {
        const email = api.EmailSchema.safeParse(username);
        return <LoginFailure error={error} email={email.success ? email.data : null} redirect={redirect} />;
      },
    };
  });

  const passkeyFailed = (message: string) => {
    form.showErrors({}, message);
    toast.error(message, { flow: ACCOUNT_TOAST });
  };

  if (offeringPasskey && isAuthenticated) {
    return (
      <Suspense fallback={null}>
        <PasskeyOffer onDone={() => setOfferingPasskey(false)} />
      </Suspense>
    );
  }

  return (
    <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-sm space-y-4">
      {/* "webauthn": passkeys are offered in this field's autofill too (PasskeySignInButton arms it). */}
      <TextField name="username" label="Username or e-mail" autoComplete="username webauthn" error={form.errors.username} />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" error={form.errors.password} />
      <FormAlert>{form.formError}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending} sendingLabel="Logging in…">
          Log In
        </SubmitButton>
        <PasskeySignInButton onFailure={passkeyFailed} />
      </div>
      <p className="text-sm text-ink-muted">
        New here?{" "}
        <Link to={withRedirect("/signup", redirect)} prefetch="intent" className={textLink}>
          Create an account
        </Link>{" "}
        ·{" "}
        <Link to={withRedirect("/forgot-password", redirect)} prefetch="intent" className={textLink}>
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

/** The failure in the API's words (no code), and for a sign-up still waiting for its code, the way to finish it. */
function LoginFailure({ error, email, redirect }: { error: unknown; email: string | null; redirect: string | null }) {
  const message = errorDetail(error);
  if (!hasErrorCode(error, "EMAIL_NOT_VERIFIED")) return <p>{message}</p>;
  const verifyPath = withRedirect(email ? `/verify-email?email=${encodeURIComponent(email)}` : "/verify-email", redirect);
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
