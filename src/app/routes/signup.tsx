import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/signup");

export default function Signup() {
  return (
    <PageShell
      title="Sign Up"
      lead="Membership is free for every student. You choose a username and a password, and we e-mail you a 6-digit code to confirm your address."
    >
      <p>
        Already a member?{" "}
        <Link to="/login" prefetch="intent" className={textLink}>
          Log in
        </Link>
        .
      </p>
    </PageShell>
  );
}
