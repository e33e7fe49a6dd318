import { useAuth } from "~/features/account/hooks/use-auth";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { MembersAdmin } from "~/features/account/components/admin/members-admin";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile/admin/members");

export default function AdminMembers() {
  const { userId, refreshSession } = useAuth();
  return (
    <>
      <ProfileHeading title="Members" lead="Every account: search, edit roles and points, add or delete members." />
      <RequireAdmin>
        <MembersAdmin currentUserId={userId} onOwnRolesChanged={() => void refreshSession()} />
      </RequireAdmin>
    </>
  );
}
