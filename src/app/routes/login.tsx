import { PageShell } from "~/components/page-shell";
import { LoginForm } from "~/features/account/components/login-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/login";

export const loader = () => ({ meta: pageMeta("/login") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Login() {
  return (
    <PageShell title="Log In" lead="Log in with your username or e-mail address.">
      <LoginForm />
    </PageShell>
  );
}
