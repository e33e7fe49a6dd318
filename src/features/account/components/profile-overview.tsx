import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { isMember, parseRoles } from "~/shared/roles";
import type { User } from "~/shared/users";
import { displayName, publicPagePath } from "../lib/display-name";
import { formatPoints } from "../lib/format";
import { RoleBadges } from "./role-badges";

/** Who the member is on the site, and what others see of them. */
export function ProfileOverview({ user }: { user: User }) {
  const named = Boolean(user.firstName || user.lastName);
  // A recruiter's (sponsor-only) account has no points and no public page.
  const member = isMember(parseRoles(user.roles));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Initials user={user} />
        <div className="min-w-0">
          <p className="text-xl font-semibold text-ink">{displayName(user)}</p>
          <p className="text-ink-muted">@{user.username}</p>
          <div className="mt-2">
            <RoleBadges roles={user.roles} />
          </div>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink">E-mail</dt>
        <dd className="wrap-anywhere text-ink-muted">
          {user.email}
          {member && ` (${user.showEmail ? "shown on your public page" : "not shown publicly"})`}
        </dd>
        {member && (
          <>
            <dt className="font-medium text-ink">Points</dt>
            <dd className="text-ink-muted">{formatPoints(user.points)}</dd>
          </>
        )}
      </dl>
      {!named && (
        <p className="rounded-md border border-line bg-surface-muted p-4">
          {member ? "Add your name so other members know who you are." : "Add your name so the chapter knows who you are."}{" "}
          <Link to="/profile/info" className={textLink}>
            Edit your info
          </Link>
          .
        </p>
      )}
      {member && named && !(user.major && user.graduationTerm) && (
        <p className="rounded-md border border-line bg-surface-muted p-4">
          Add your major and when you expect to graduate: sponsors look for them in the résumé book.{" "}
          <Link to="/profile/info#academic-profile" className={textLink}>
            Finish your profile
          </Link>
          .
        </p>
      )}
      {member && (
        <p>
          <Link to={publicPagePath(user)} className={textLink}>
            See your public page
          </Link>
        </p>
      )}
    </div>
  );
}

function Initials({ user }: { user: User }) {
  const letters = (user.firstName[0] ?? user.username[0] ?? "?") + (user.lastName[0] ?? "");
  return (
    <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-full bg-brand text-2xl font-bold uppercase text-white">
      {letters}
    </span>
  );
}
