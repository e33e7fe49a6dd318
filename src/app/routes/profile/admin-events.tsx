import { lazy, Suspense } from "react";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-events";

export const loader = () => ({ meta: pageMeta("/profile/admin/events") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/**
 * The officers' screens (forms, dialogs, the API calls with their schemas)
 * load only once the member is known to be an officer. Each event gets the
 * check-in feature's controls (its display, its attendance) and its feedback
 * beside its own. The group chats that hear about events are on the Mail page (issue 35).
 */
const EventsAdmin = lazy(() =>
  Promise.all([
    import("~/features/events/components/admin/events-admin"),
    import("~/features/checkin/components/event-checkin-tools"),
    import("~/features/feedback/components/event-feedback-results"),
  ]).then(([{ EventsAdmin: Admin }, { EventCheckinTools }, { EventFeedbackResults }]) => ({
    default: () => (
      <Admin
        eventTools={(event) => (
          <>
            <EventCheckinTools event={event} />
            <EventFeedbackResults event={event} />
          </>
        )}
      />
    ),
  })),
);

export default function AdminEvents() {
  return (
    <>
      <ProfileHeading title="Events" lead="Create the chapter's events, change or cancel them, see who RSVPed, run check-in and see who came." />
      <RequireOfficer>
        <Suspense fallback={<p className="text-ink-muted">Loading…</p>}>
          <EventsAdmin />
        </Suspense>
      </RequireOfficer>
    </>
  );
}
