import { PageShell } from "~/components/page-shell";
import { ResetPasswordForm } from "~/features/account/components/reset-password-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/reset-password";

export const loader = () => ({ meta: pageMeta("/reset-password") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function ResetPassword() {
  return (
    <PageShell title="Choose a new password">
      <ResetPasswordForm />
    </PageShell>
  );
}
