import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/reset-password");

export default function ResetPassword() {
  return (
    <PageShell title="Choose a new password" lead="Open this page from the link in your password-reset e-mail.">
      <p>
        Link expired?{" "}
        <Link to="/forgot-password" prefetch="intent" className={textLink}>
          Ask for a new one
        </Link>
        .
      </p>
    </PageShell>
  );
}
