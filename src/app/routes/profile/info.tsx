import { ProfileHeading } from "~/features/account/components/profile-heading";
import { ProfileInfoForm } from "~/features/account/components/profile-info-form";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/info";

export const loader = () => ({ meta: pageMeta("/profile/info") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Info() {
  return (
    <>
      <ProfileHeading title="Profile info" lead="Your name and username are shown on your public member page." />
      <WithCurrentUser>{(user) => <ProfileInfoForm user={user} />}</WithCurrentUser>
    </>
  );
}
