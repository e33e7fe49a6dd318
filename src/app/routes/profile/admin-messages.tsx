import { RequireAdmin } from "~/features/account/components/require-admin";
import { InboxAdmin } from "~/features/contact-inbox/components/inbox-admin";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile/admin/messages");

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
