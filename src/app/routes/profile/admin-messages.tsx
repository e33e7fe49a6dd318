import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { InboxAdmin } from "~/features/contact-inbox/components/inbox-admin";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-messages";

export const loader = () => ({ meta: pageMeta("/profile/admin/messages") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function AdminMessages() {
  return (
    <>
      <ProfileHeading title="Messages" lead="What visitors wrote with the contact form on the about page. Reply by e-mail, then mark it handled." />
      <RequireAdmin>
        <InboxAdmin />
      </RequireAdmin>
    </>
  );
}
