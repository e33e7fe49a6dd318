import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireChapterMember } from "~/features/account/components/require-chapter-member";
import { useAuth } from "~/features/account/hooks/use-auth";
import { PointsHistory } from "~/features/points/components/points-history";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/points";

export const loader = () => ({ meta: pageMeta("/profile/points") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function PointsPage() {
  const { userId } = useAuth();
  return (
    <>
      <ProfileHeading title="Points" lead="Every change to your points, with its reason, and your totals per term." />
      <RequireChapterMember>
        <PointsHistory userId={userId} />
      </RequireChapterMember>
    </>
  );
}
