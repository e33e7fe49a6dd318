import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { useAuth } from "~/features/account/hooks/use-auth";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-points";

export const loader = () => ({ meta: pageMeta("/profile/admin/points") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The officers' screen loads only once the member is known to be an officer. */
const PointsAdmin = lazy(() => import("~/features/points/components/admin/points-admin").then((m) => ({ default: m.PointsAdmin })));

export default function AdminPoints() {
  const { userId, isAdmin } = useAuth();
  return (
    <>
      <ProfileHeading title="Points" lead="Give or take a member's points for what check-in cannot count, with a reason they read in their history." />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <PointsAdmin selfId={userId} isAdmin={isAdmin} />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
