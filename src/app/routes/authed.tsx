import { PageShell } from "~/components/page-shell";
import { useAuth } from "~/features/account/hooks/use-auth";
import { RequireMember } from "~/features/account/components/require-member";
import { MemberHub } from "~/features/account/components/member-hub";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/authed");

/** The members-only hub (docs/decisions/012-userpage-and-authed.md). */
export default function Authed() {
  const { username, isAdmin } = useAuth();
  return (
    <RequireMember placeholder={<PageShell title="Members" lead="Loading..." />}>
      <MemberHub username={username} isAdmin={isAdmin} />
    </RequireMember>
  );
}
