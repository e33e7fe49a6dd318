import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { useAuth } from "../hooks/use-auth";

/**
 * Content for the chapter's members (members, officers, admins). A
 * recruiter's account (sponsor-only) is told where its home is instead; the
 * API refuses it the members' calls anyway (403), so this is courtesy, not
 * the lock. While the session is read the content stays, as for most who
 * come here.
 */
export function RequireChapterMember({ children }: { children: ReactNode }) {
  const { isMember, isLoading, isAuthenticated } = useAuth();
  if (isMember || isLoading || !isAuthenticated) return children;
  return <SponsorAccountNotice />;
}

/** What a sponsor-only account is told where a member's feature would be. */
export function SponsorAccountNotice() {
  return (
    <div role="alert" className="rounded-md border border-line bg-surface-muted p-4" data-testid="sponsor-account-notice">
      <p className="font-semibold text-ink">This is for the chapter's members.</p>
      <p className="mt-1 text-ink-muted">
        Your account is a sponsor's: its home is the{" "}
        <Link to="/sponsor" className={textLink}>
          résumé book
        </Link>
        , and your name, password and display settings are under{" "}
        <Link to="/profile/info" className={textLink}>
          Profile info
        </Link>
        ,{" "}
        <Link to="/profile/security" className={textLink}>
          Security
        </Link>{" "}
        and{" "}
        <Link to="/profile/settings" className={textLink}>
          Settings
        </Link>
        .
      </p>
    </div>
  );
}
