import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-insights";

export const loader = () => ({ meta: pageMeta("/profile/admin/insights") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The dashboard (its charts and the API's schema) loads only once the member is known to be an officer. */
const InsightsDashboard = lazy(() =>
  import("~/features/insights/components/insights-dashboard").then(({ InsightsDashboard: Dashboard }) => ({ default: Dashboard })),
);

export default function AdminInsights() {
  return (
    <>
      <ProfileHeading
        title="Insights"
        lead="What works: each event's RSVPs, who came, no-shows, walk-ins, first-timers and rating, and the term's members — with a CSV for the chapter's reports."
      />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <InsightsDashboard />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
