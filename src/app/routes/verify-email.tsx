import { PageShell } from "~/components/page-shell";
import { VerifyEmailForm } from "~/features/account/components/verify-email-form";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/verify-email");

export default function VerifyEmail() {
  return (
    <PageShell title="Verify your e-mail">
      <VerifyEmailForm />
    </PageShell>
  );
}
