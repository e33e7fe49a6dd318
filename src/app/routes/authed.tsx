import { PageShell } from "~/components/page-shell";
import { useAuth } from "~/features/auth/auth-context";
import { RequireMember } from "~/features/auth/components/require-member";
import { MemberHub } from "~/features/users/components/member-hub";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/authed");

/** The members-only hub (docs/decisions/013-userpage-authed-and-members-only-pages.md). */
export default function Authed() {
  const { username, isAdmin } = useAuth();
  return (
    <RequireMember placeholder={<PageShell title="Members" lead="Loading..." />}>
      <MemberHub username={username} isAdmin={isAdmin} />
    </RequireMember>
  );
}
