import { PageShell } from "~/components/page-shell";
import { VerifyEmailForm } from "~/features/account/components/verify-email-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/verify-email";

export const loader = () => ({ meta: pageMeta("/verify-email") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function VerifyEmail() {
  return (
    <PageShell title="Verify your e-mail">
      <VerifyEmailForm />
    </PageShell>
  );
}
