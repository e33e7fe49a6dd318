import { useSearchParams } from "react-router";
import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";

export const meta = () => pageMeta("/verify-email");

export default function VerifyEmail() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // Spec §2: the email search parameter, default empty string. Read after
  // hydration: the prerendered page cannot know it.
  const email = hydrated ? (params.get("email") ?? "") : "";
  return (
    <PageShell title="Verify your e-mail">
      <p>
        {email ? (
          <>
            We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
          </>
        ) : (
          "We sent a 6-digit code to the address you signed up with. It is valid for 10 minutes."
        )}
      </p>
    </PageShell>
  );
}
