import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import type { PublicUser } from "~/shared/users";
import { displayName } from "../lib/display-name";
import { formatPoints } from "../lib/format";
import { RoleBadges } from "./role-badges";

/** A member's public page: name, username, points, role, and the e-mail only if they chose to show it. */
export function PublicProfile({ user, isOwnPage }: { user: PublicUser; isOwnPage: boolean }) {
  const name = displayName(user);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-center gap-5">
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-brand-blue text-3xl font-bold uppercase text-white"
        >
          {(user.firstName[0] ?? user.username[0] ?? "?") + (user.lastName[0] ?? "")}
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-3xl font-bold tracking-tight text-ink sm:text-4xl">{name}</h1>
          <p className="text-lg text-ink-muted">@{user.username}</p>
          <RoleBadges roles={user.roles} />
        </div>
      </div>
      <dl className="mt-8 grid max-w-md gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink">Points</dt>
        <dd className="text-ink-muted">{formatPoints(user.points)}</dd>
        {user.email && (
          <>
            <dt className="font-medium text-ink">E-mail</dt>
            <dd className="wrap-anywhere">
              <a href={`mailto:${user.email}`} className={textLink}>
                {user.email}
              </a>
            </dd>
          </>
        )}
      </dl>
      {isOwnPage && (
        <p className="mt-8 rounded-md border border-line bg-surface-muted p-4">
          This is your public page, as anyone sees it.{" "}
          <Link to="/profile/info" className={textLink}>
            Edit your info
          </Link>
          .
        </p>
      )}
    </div>
  );
}
