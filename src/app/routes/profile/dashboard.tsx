import { useAuth } from "~/features/account/hooks/use-auth";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { ProfileDashboard } from "~/features/account/components/profile-dashboard";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile/dashboard");

export default function Dashboard() {
  const { isAdmin } = useAuth();
  return (
    <>
      <ProfileHeading title="Dashboard" />
      <WithCurrentUser>{(user) => <ProfileDashboard user={user} isAdmin={isAdmin} />}</WithCurrentUser>
    </>
  );
}
