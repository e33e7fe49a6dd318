import { ProfileDashboard } from "~/features/account/components/profile-dashboard";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/dashboard";

export const loader = () => ({ meta: pageMeta("/profile/dashboard") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Dashboard() {
  return (
    <>
      <ProfileHeading title="Dashboard" />
      <WithCurrentUser>{(user) => <ProfileDashboard user={user} />}</WithCurrentUser>
    </>
  );
}
