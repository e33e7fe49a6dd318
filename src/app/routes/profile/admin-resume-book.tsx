import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { ResumeBookAdmin } from "~/features/resume-book/components/admin/resume-book-admin";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-resume-book";

export const loader = () => ({ meta: pageMeta("/profile/admin/resume-book") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function AdminResumeBook() {
  return (
    <>
      <ProfileHeading
        title="Résumé book"
        lead="Which sponsors may read the résumé book, until when, and who opened which résumé. Grant access from a recruiter's row on the Members page."
      />
      <RequireAdmin>
        <ResumeBookAdmin />
      </RequireAdmin>
    </>
  );
}
