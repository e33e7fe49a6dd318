import { useAuth } from "~/features/account/hooks/use-auth";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { rememberCurrentUser } from "~/features/account/hooks/use-current-user";
import { ProfileInfoForm } from "~/features/account/components/profile-info-form";
import { pageMeta } from "~/lib/page-meta";
import type { User } from "~/shared/users";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile/info");

export default function Info() {
  const { username, refreshSession } = useAuth();
  function onSaved(user: User) {
    // The header's card shows the new name at once; a new username also lives in the session.
    rememberCurrentUser(user);
    if (user.username !== username) void refreshSession();
  }
  return (
    <>
      <ProfileHeading title="Profile info" lead="Your name and username are shown on your public member page." />
      <WithCurrentUser>{(user) => <ProfileInfoForm user={user} onSaved={onSaved} />}</WithCurrentUser>
    </>
  );
}
