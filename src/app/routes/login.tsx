import { PageShell } from "~/components/page-shell";
import { LoginForm } from "~/features/account/components/login-form";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/login");

export default function Login() {
  return (
    <PageShell title="Log In" lead="Log in with your username or e-mail address.">
      <LoginForm />
    </PageShell>
  );
}
