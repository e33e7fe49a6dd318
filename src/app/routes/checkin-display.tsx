import { lazy, Suspense, type ReactNode } from "react";
import { ProfilePlaceholder } from "~/features/account/components/profile-placeholder";
import { RequireMember } from "~/features/account/components/require-member";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { useAuth } from "~/features/account/hooks/use-auth";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/checkin-display";

/**
 * The officer's check-in display, outside the profile layout so that it can
 * fill the screen. Not prerendered (any event id): the Worker serves the SPA
 * fallback at this path. The display (with the QR code library) loads only
 * here, and only for officers.
 */
export const meta = () => pageMeta("/profile/admin/events/:id/check-in");

const CheckinDisplay = lazy(() => import("~/features/checkin/components/checkin-display").then((m) => ({ default: m.CheckinDisplay })));

const Padded = ({ children }: { children: ReactNode }) => <div className="mx-auto max-w-4xl space-y-4 px-4 py-10">{children}</div>;

export default function CheckinDisplayPage({ params }: Route.ComponentProps) {
  const { isOfficer } = useAuth();
  const placeholder = (
    <Padded>
      <ProfilePlaceholder title="Check-in display" />
    </Padded>
  );
  return (
    <RequireMember placeholder={placeholder}>
      {isOfficer ? (
        <Suspense fallback={placeholder}>
          <CheckinDisplay eventId={params.id} />
        </Suspense>
      ) : (
        <Padded>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Check-in display</h1>
          <RequireOfficer>{null}</RequireOfficer>
        </Padded>
      )}
    </RequireMember>
  );
}
