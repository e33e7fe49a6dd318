import { Outlet } from "react-router";
import { findPage } from "~/content/pages";
import { ProfilePlaceholder } from "~/features/account/components/profile-placeholder";
import { ProfileTabs } from "~/features/account/components/profile-tabs";
import { RequireMember } from "~/features/account/components/require-member";
import { useAuth } from "~/features/account/hooks/use-auth";
import { useCurrentPagePath } from "~/features/navigation/hooks/use-current-page";
import { DraftOwnerContext } from "~/lib/use-draft";

/**
 * The profile area, members only. Prerendered as a static shell (whether the
 * visitor is signed in is only known in the browser): the tabs and a
 * placeholder named after the page, until the session is known; visitors
 * are then sent to log in and brought back.
 */
export default function ProfileLayout() {
  const { isAdmin, isOfficer, isMember, isSponsor, isLoading, userId } = useAuth();
  const currentPath = useCurrentPagePath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {/* Until the session is known, the tabs are a member's (most who come here), so they do not move for them. */}
      <ProfileTabs currentPath={currentPath} isAdmin={isAdmin} isOfficer={isOfficer} isMember={isMember || isLoading} isSponsor={isSponsor} />
      <RequireMember placeholder={<ProfilePlaceholder title={currentPath ? findPage(currentPath).name : "Profile"} />}>
        {/* The editors keep each person's unsaved work apart in this browser (decision 125). */}
        <DraftOwnerContext value={userId || null}>
          <Outlet />
        </DraftOwnerContext>
      </RequireMember>
    </div>
  );
}
