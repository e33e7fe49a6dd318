import { PageShell } from "~/components/page-shell";
import { DoorSignupForm } from "~/features/account/components/door-signup-form";
import { useAuth } from "~/features/account/hooks/use-auth";
import { CheckinPage } from "~/features/checkin/components/checkin-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/checkin";

export const loader = () => ({ meta: pageMeta("/checkin") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The event and the code come from the query string (read in the browser); the tags above do not depend on them. */
export const shouldRevalidate = () => false;

export default function Checkin() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <PageShell title="Check In" lead="At an event? Enter the code on the screen — or scan its QR code — to check in and earn the event's points.">
      <CheckinPage signedIn={isLoading ? null : isAuthenticated} signup={(held, returnTo) => <DoorSignupForm eventTitle={held.title} redirect={returnTo} />} />
    </PageShell>
  );
}
