import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireChapterMember } from "~/features/account/components/require-chapter-member";
import { NotificationChoices } from "~/features/notifications/components/notification-choices";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/notifications";

export const loader = () => ({ meta: pageMeta("/profile/notifications") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function NotificationsPage() {
  return (
    <>
      <ProfileHeading title="Notifications" lead="How the chapter tells you about your events: push notifications on your devices, e-mail, or both." />
      <RequireChapterMember>
        <NotificationChoices />
      </RequireChapterMember>
    </>
  );
}
