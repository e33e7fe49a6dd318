import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireChapterMember } from "~/features/account/components/require-chapter-member";
import { NotificationSettings } from "~/features/notifications/components/notification-settings";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/notifications";

export const loader = () => ({ meta: pageMeta("/profile/notifications") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function NotificationsPage() {
  return (
    <>
      <ProfileHeading title="Notifications" lead="Which e-mails you get about the events you RSVP to." />
      <RequireChapterMember>
        <NotificationSettings />
      </RequireChapterMember>
    </>
  );
}
