import { Link } from "react-router";
import type { CurrentUserState } from "../hooks/use-current-user";

type ProfileCardProps = {
  id: string;
  summary: CurrentUserState;
  /** Admins also get a link to the members page (the API refuses it to others anyway). */
  isAdmin: boolean;
  /** Sponsors get a link to their home, the résumé book. */
  isSponsor: boolean;
  onLogout: () => void;
};

/** The summary card under the profile icon (docs/product.md, Header and navigation). */
export function ProfileCard({ id, summary, isAdmin, isSponsor, onLogout }: ProfileCardProps) {
  return (
    <fieldset id={id} aria-label="Your account" className="absolute right-0 top-full z-50 w-64 pt-2">
      <div className="rounded-lg border border-line bg-surface-raised p-4 text-ink shadow-lg">
        {/* As tall as the loaded summary, so the buttons below do not move under the pointer when it arrives. */}
        <div className="min-h-11">
          {summary.status === "loading" && <p className="text-sm">Loading...</p>}
          {summary.status === "error" && <p className="text-sm">Error loading</p>}
          {summary.status === "ready" && (
            <>
              <p className="font-semibold">
                <span>{summary.user.firstName || summary.user.username}</span>
                {summary.user.lastName && <span> {summary.user.lastName}</span>}
              </p>
              <p className="truncate text-sm text-ink-muted">{summary.user.email}</p>
            </>
          )}
        </div>
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-line pt-3">
          <div className="flex flex-col gap-1">
            <Link to="/profile" prefetch="intent" className="text-sm font-medium text-link underline-offset-4 hover:underline">
              View Profile
            </Link>
            {isSponsor && (
              <Link to="/sponsor" prefetch="intent" className="text-sm font-medium text-link underline-offset-4 hover:underline">
                Résumé book
              </Link>
            )}
            {isAdmin && (
              <Link to="/profile/admin/members" prefetch="intent" className="text-sm font-medium text-link underline-offset-4 hover:underline">
                Admin
              </Link>
            )}
          </div>
          <button type="button" onClick={onLogout} className="rounded-md border border-line px-3 py-1 text-sm font-medium hover:bg-surface-muted">
            Logout
          </button>
        </div>
      </div>
    </fieldset>
  );
}
