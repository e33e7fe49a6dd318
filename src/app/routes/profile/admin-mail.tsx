import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-mail";

export const loader = () => ({ meta: pageMeta("/profile/admin/mail") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/**
 * The screen and the Markdown renderer of its preview load only once the member is known to be an
 * officer; the group chats, which hear about events and announcements, sit beside the mail (issue 35).
 */
const MailingsAdmin = lazy(() => import("~/features/mailings/components/mailings-admin").then(({ MailingsAdmin: Admin }) => ({ default: Admin })));
const ChatChannelsAdmin = lazy(() => import("~/features/chat/components/chat-channels-admin").then(({ ChatChannelsAdmin: Chats }) => ({ default: Chats })));

export default function AdminMail() {
  return (
    <>
      <ProfileHeading
        title="Mail to members"
        lead="Write to the people going to an event, waiting for it or who came, or announce something to every member. You see how many get it, and when, before it goes. Below, the group chats that hear about events and announcements."
      />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <MailingsAdmin />
          <ChatChannelsAdmin />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
