import { ProfileDashboard } from "~/features/account/components/profile-dashboard";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireChapterMember } from "~/features/account/components/require-chapter-member";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { useAuth } from "~/features/account/hooks/use-auth";
import { DashboardEvents } from "~/features/events/components/dashboard-events";
import { PointsSummary } from "~/features/points/components/points-summary";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/dashboard";

export const loader = () => ({ meta: pageMeta("/profile/dashboard") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Dashboard() {
  const { userId } = useAuth();
  return (
    <>
      <ProfileHeading title="Dashboard" />
      <RequireChapterMember>
        <div className="space-y-8">
          <PointsSummary userId={userId} />
          <DashboardEvents />
          <WithCurrentUser>{(user) => <ProfileDashboard user={user} />}</WithCurrentUser>
        </div>
      </RequireChapterMember>
    </>
  );
}
