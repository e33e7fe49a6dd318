import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-content";

export const loader = () => ({ meta: pageMeta("/profile/admin/content") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The editors load only once the member is known to be an officer (zod and the forms are theirs alone). */
const ContentAdmin = lazy(() => import("~/features/content-admin/components/content-admin").then((m) => ({ default: m.ContentAdmin })));

export default function AdminContent() {
  return (
    <>
      <ProfileHeading title="Content" lead="The lists the public pages show: what you publish here is on the site within seconds." />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <ContentAdmin />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
