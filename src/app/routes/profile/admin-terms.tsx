import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-terms";

export const loader = () => ({ meta: pageMeta("/profile/admin/terms") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The officers' screen loads only once the member is known to be an officer. */
const TermsAdmin = lazy(() => import("~/features/points/components/admin/terms-admin").then((m) => ({ default: m.TermsAdmin })));

export default function AdminTerms() {
  return (
    <>
      <ProfileHeading title="Terms" lead="The terms that points and the leaderboard count by, such as Fall 2026. Terms cannot overlap." />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <TermsAdmin />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
