import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { useAuth } from "../hooks/use-auth";

/**
 * Admin-only content, inside the members' area. Others see why they cannot
 * use it; the API refuses their calls anyway (403), so this is courtesy, not
 * the lock.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  if (isAdmin) return children;
  return <AdminsOnlyNotice />;
}

function AdminsOnlyNotice() {
  return (
    <div role="alert" className="rounded-md border border-line bg-surface-muted p-4">
      <p className="font-semibold text-ink">This page is for admins.</p>
      <p className="mt-1 text-ink-muted">
        Your account does not have the admin role. If you think it should, ask a board member.{" "}
        <Link to="/profile" className={textLink}>
          Back to your profile
        </Link>
        .
      </p>
    </div>
  );
}
