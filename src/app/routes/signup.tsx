import { PageShell } from "~/components/page-shell";
import { SignupForm } from "~/features/account/components/signup-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/signup";

export const loader = () => ({ meta: pageMeta("/signup") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Signup() {
  return (
    <PageShell
      title="Sign Up"
      lead="Membership is free for every student. Tell us your name, choose a username and a password, and we e-mail you a 6-digit code to confirm your address."
    >
      <SignupForm />
    </PageShell>
  );
}
