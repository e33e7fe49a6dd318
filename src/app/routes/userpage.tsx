import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageShell } from "~/components/page-shell";
import { useAuth } from "~/features/account/hooks/use-auth";
import { RequireMember } from "~/features/account/components/require-member";
import { publicPagePath } from "~/features/account/lib/display-name";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/userpage");

/**
 * A stable link to "my public page": a member goes to /users/{username}/{id},
 * a visitor logs in first (docs/decisions/012-userpage-and-authed.md).
 */
export default function UserPage() {
  return (
    <RequireMember placeholder={<PageShell title="My public page" lead="Loading..." />}>
      <ToOwnPage />
    </RequireMember>
  );
}

function ToOwnPage() {
  const { userId, username } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(publicPagePath({ id: userId, username }), { replace: true });
  }, [userId, username, navigate]);
  return <PageShell title="My public page" lead="Opening your public page…" />;
}
