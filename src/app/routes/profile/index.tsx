import { WithCurrentUser } from "~/features/auth/components/with-current-user";
import { ProfileOverview } from "~/features/users/components/profile-overview";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "./profile-heading";

export const meta = () => pageMeta("/profile");

export default function ProfileIndex() {
  return (
    <>
      <ProfileHeading title="Your profile" />
      <WithCurrentUser>{(user) => <ProfileOverview user={user} />}</WithCurrentUser>
    </>
  );
}
