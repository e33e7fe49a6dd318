import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { ProfileOverview } from "~/features/account/components/profile-overview";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile");

export default function ProfileIndex() {
  return (
    <>
      <ProfileHeading title="Your profile" />
      <WithCurrentUser>{(user) => <ProfileOverview user={user} />}</WithCurrentUser>
    </>
  );
}
