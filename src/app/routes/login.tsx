import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { primaryButton, textLink } from "~/components/buttons";
import { PageShell } from "~/components/page-shell";
import { useAuth } from "~/features/auth/auth-context";
import { pageMeta } from "~/lib/page-meta";
import { toast } from "~/lib/toast";
import { loginRequestSchema } from "~/shared/auth";

export const meta = () => pageMeta("/login");

type FieldErrors = Partial<Record<"username" | "password", string>>;

/** Only same-site paths: an open redirect would let a link send members anywhere. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith("/") && !target.startsWith("//") ? target : "/profile";
}

export default function Login() {
  const id = useId();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Checked before the call (spec §5): empty fields never reach the API.
    const parsed = loginRequestSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      document.getElementById(`${id}-${Object.keys(fieldErrors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setServerError(null);
    setSending(true);
    try {
      await login(parsed.data.username, parsed.data.password);
      toast.success("Welcome back!");
      void navigate(safeRedirect(params.get("redirect")));
    } catch (error) {
      const message = error instanceof Error ? error.message : "Login failed.";
      setServerError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <PageShell title="Log In" lead="Log in with your username or e-mail address.">
      <form noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
        <Field id={`${id}-username`} name="username" label="Username or e-mail" autoComplete="username" error={errors.username} />
        <Field
          id={`${id}-password`}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        {serverError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {serverError}
          </p>
        )}
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? "Logging in…" : "Log In"}
        </button>
        <p className="text-sm text-ink-muted">
          New here?{" "}
          <Link to="/signup" prefetch="intent" className={textLink}>
            Create an account
          </Link>{" "}
          ·{" "}
          <Link to="/forgot-password" prefetch="intent" className={textLink}>
            Forgot your password?
          </Link>
        </p>
      </form>
    </PageShell>
  );
}

type FieldProps = { id: string; name: string; label: string; type?: string; autoComplete: string; error?: string };

function Field({ id, name, label, type = "text", autoComplete, error }: FieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-line bg-surface px-3 py-2 text-ink aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
