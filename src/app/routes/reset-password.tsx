import { PageShell } from "~/components/page-shell";
import { ResetPasswordForm } from "~/features/account/components/reset-password-form";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/reset-password");

export default function ResetPassword() {
  return (
    <PageShell title="Choose a new password">
      <ResetPasswordForm />
    </PageShell>
  );
}
