import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-media";

export const loader = () => ({ meta: pageMeta("/profile/admin/media") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The officers' screen (and the resizing code) loads only once the member is known to be an officer. */
const MediaLibrary = lazy(() => import("~/features/media/components/media-library").then((m) => ({ default: m.MediaLibrary })));

export default function AdminMedia() {
  return (
    <>
      <ProfileHeading
        title="Media"
        lead="Photos, portraits and logos for the site's pages. Pictures are resized on your device before they are uploaded; copy an image's address to use it in content."
      />
      <p className="-mt-4 mb-6 text-sm">
        <Link to="/profile/admin/content" prefetch="intent" className={textLink}>
          Back to Content
        </Link>
      </p>
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <MediaLibrary />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
