import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { useAuth } from "../hooks/use-auth";

/**
 * Officers' content (officers and admins run events), inside the members'
 * area. Others see why they cannot use it; the API refuses their calls
 * anyway (403), so this is courtesy, not the lock.
 */
export function RequireOfficer({ children }: { children: ReactNode }) {
  const { isOfficer } = useAuth();
  if (isOfficer) return children;
  return (
    <div role="alert" className="rounded-md border border-line bg-surface-muted p-4">
      <p className="font-semibold text-ink">This page is for officers.</p>
      <p className="mt-1 text-ink-muted">
        Officers run the chapter's events. If you are one, ask an admin to give your account the officer role.{" "}
        <Link to="/profile" className={textLink}>
          Back to your profile
        </Link>
        .
      </p>
    </div>
  );
}
