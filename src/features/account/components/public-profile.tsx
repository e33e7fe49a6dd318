import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import type { PublicUser } from "~/shared/users";
import { displayName } from "../lib/display-name";
import { formatPoints } from "../lib/format";
import { RoleBadges } from "./role-badges";

const LINK_LABELS = { linkedin: "LinkedIn", github: "GitHub", portfolio: "Portfolio" } as const;

type PublicProfileProps = { user: PublicUser; isOwnPage: boolean };

/**
 * A member's public page: name, username, points, role, and what the member
 * chose to show — e-mail, major, graduation year, bio, links.
 */
export function PublicProfile({ user, isOwnPage }: PublicProfileProps) {
  const name = displayName(user);
  const links = Object.entries(user.links ?? {}).filter((entry): entry is [keyof typeof LINK_LABELS, string] => Boolean(entry[1]));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-center gap-5">
        <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-full bg-brand text-3xl font-bold uppercase text-white">
          {(user.firstName[0] ?? user.username[0] ?? "?") + (user.lastName[0] ?? "")}
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-3xl font-bold tracking-tight text-ink sm:text-4xl">{name}</h1>
          <p className="text-lg text-ink-muted">@{user.username}</p>
          <RoleBadges roles={user.roles} />
        </div>
      </div>
      {user.bio && <p className="mt-6 max-w-2xl whitespace-pre-line break-words text-lg text-ink">{user.bio}</p>}
      <dl className="mt-8 grid max-w-xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {user.major && (
          <>
            <dt className="font-medium text-ink">Major</dt>
            <dd className="break-words text-ink-muted">{user.major}</dd>
          </>
        )}
        {user.graduationYear !== undefined && (
          <>
            <dt className="font-medium text-ink">Graduation year</dt>
            <dd className="text-ink-muted">{user.graduationYear}</dd>
          </>
        )}
        {/* Absent when the member left the leaderboard: their standing is not shown anywhere public. */}
        {user.points !== undefined && (
          <>
            <dt className="font-medium text-ink">Points</dt>
            <dd className="text-ink-muted">{formatPoints(user.points)}</dd>
          </>
        )}
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
      {links.length > 0 && (
        <ul aria-label="Links" className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {links.map(([kind, href]) => (
            <li key={kind}>
              {/* The member's own addresses: no referrer, and search engines are told not to vouch for them. */}
              <a href={href} rel="me noopener noreferrer nofollow ugc" target="_blank" className={textLink}>
                {LINK_LABELS[kind]}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {isOwnPage && (
        <p className="mt-8 rounded-md border border-line bg-surface-muted p-4">
          This is your public page, as anyone sees it.{" "}
          <Link to="/profile/info" className={textLink}>
            Edit your info
          </Link>{" "}
          to choose what it shows.
        </p>
      )}
    </div>
  );
}
