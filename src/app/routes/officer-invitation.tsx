import { PageShell } from "~/components/page-shell";
import { useAuth } from "~/features/account/hooks/use-auth";
import { OfficerInvitation } from "~/features/officers/components/officer-invitation";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/officer-invitation";

export const loader = () => ({ meta: pageMeta("/officer-invitation") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The invitation's secret is in the fragment (read in the browser); the tags above do not depend on it. */
export const shouldRevalidate = () => false;

export default function OfficerInvitationPage() {
  const { isLoading, isAuthenticated, username, refreshSession } = useAuth();
  return (
    <PageShell title="Become an officer" lead="An admin invited you to help run the chapter on this site.">
      <OfficerInvitation signedInAs={isLoading ? undefined : isAuthenticated ? username : null} onAccepted={refreshSession} />
    </PageShell>
  );
}
