import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-health";

export const loader = () => ({ meta: pageMeta("/profile/admin/health") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The admins' screen loads only once the member is known to be an admin. */
const HealthAdmin = lazy(() => import("~/features/health/components/health-admin").then((m) => ({ default: m.HealthAdmin })));

export default function AdminHealth() {
  return (
    <>
      <ProfileHeading title="Site health" lead="What is set up and what is not, with what to do about it, and today's use of Cloudflare's free plan." />
      <RequireAdmin>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <HealthAdmin />
        </Suspense>
      </RequireAdmin>
    </>
  );
}
