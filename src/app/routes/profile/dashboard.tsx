import { useAuth } from "~/features/auth/auth-context";
import { WithCurrentUser } from "~/features/auth/components/with-current-user";
import { ProfileDashboard } from "~/features/users/components/profile-dashboard";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "./profile-heading";

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
