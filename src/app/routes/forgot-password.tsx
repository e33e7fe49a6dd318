import { PageShell } from "~/components/page-shell";
import { ForgotPasswordForm } from "~/features/account/components/forgot-password-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/forgot-password";

export const loader = () => ({ meta: pageMeta("/forgot-password") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function ForgotPassword() {
  return (
    <PageShell
      title="Forgot your password?"
      lead="Give us the e-mail address of your account and we will send you a link to choose a new password. The link is valid for 30 minutes."
    >
      <ForgotPasswordForm />
    </PageShell>
  );
}
