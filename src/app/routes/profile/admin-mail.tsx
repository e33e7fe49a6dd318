import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-mail";

export const loader = () => ({ meta: pageMeta("/profile/admin/mail") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The screen and the Markdown renderer of its preview load only once the member is known to be an officer. */
const MailingsAdmin = lazy(() => import("~/features/mailings/components/mailings-admin").then(({ MailingsAdmin: Admin }) => ({ default: Admin })));

export default function AdminMail() {
  return (
    <>
      <ProfileHeading
        title="Mail to members"
        lead="Write to the people going to an event, waiting for it or who came, or announce something to every member. You see how many get it, and when, before it goes."
      />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <MailingsAdmin />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
