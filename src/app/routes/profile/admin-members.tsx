import { useAuth } from "~/features/auth/auth-context";
import { RequireAdmin } from "~/features/auth/components/require-admin";
import { MembersAdmin } from "~/features/users/components/admin/members-admin";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "./profile-heading";

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
