import { ProfileHeading } from "~/features/account/components/profile-heading";
import { ProfileOverview } from "~/features/account/components/profile-overview";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/index";

export const loader = () => ({ meta: pageMeta("/profile") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function ProfileIndex() {
  return (
    <>
      <ProfileHeading title="Your profile" />
      <WithCurrentUser>{(user) => <ProfileOverview user={user} />}</WithCurrentUser>
    </>
  );
}
