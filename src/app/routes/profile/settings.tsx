import { Section } from "~/components/page-shell";
import { DeleteAccount } from "~/features/account/components/delete-account";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { useAuth } from "~/features/account/hooks/use-auth";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { LeaderboardSetting } from "~/features/points/components/leaderboard-setting";
import { ThemeChoice } from "~/features/theme/components/theme-choice";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/settings";

export const loader = () => ({ meta: pageMeta("/profile/settings") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Settings() {
  // A recruiter's (sponsor-only) account is on no leaderboard.
  const { isMember, isLoading } = useAuth();
  return (
    <>
      <ProfileHeading title="Settings" />
      <div className="space-y-10">
        <Section title="Display mode" id="display-mode">
          <ThemeChoice />
        </Section>
        {(isMember || isLoading) && (
          <Section title="Leaderboard" id="leaderboard">
            <WithCurrentUser>{(user) => <LeaderboardSetting userId={user.id} initial={user.showOnLeaderboard} />}</WithCurrentUser>
          </Section>
        )}
        <Section title="Delete your account" id="delete-account">
          <p className="text-ink-muted">Your profile, points and public page are deleted for good.</p>
          <WithCurrentUser>{(user) => <DeleteAccount user={user} />}</WithCurrentUser>
        </Section>
      </div>
    </>
  );
}
