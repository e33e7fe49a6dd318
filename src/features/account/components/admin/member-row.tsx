import type { ReactNode } from "react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/buttons";
import type { User } from "~/shared/users";
import { displayName, publicPagePath } from "../../lib/display-name";
import { formatPoints } from "../../lib/format";
import { RoleBadges } from "../role-badges";
import { MemberPasskeysButton } from "./member-passkeys";

type MemberRowProps = {
  member: User;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** More actions for this member, from other features (sponsor access). */
  extraActions?: ReactNode;
};

/** One member in the admin list: who, roles, points, and the actions, named after the member for screen readers. */
export function MemberRow({ member, isSelf, onEdit, onDelete, extraActions }: MemberRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-ink">
          <Link to={publicPagePath(member)} className="hover:underline">
            {displayName(member)}
          </Link>
          {isSelf && <span className="ml-2 text-sm font-normal text-ink-muted">(you)</span>}
        </p>
        <p className="text-sm text-ink-muted">@{member.username}</p>
        <p className="wrap-anywhere text-sm text-ink-muted">{member.email}</p>
      </div>
      <div className="flex items-center gap-4">
        <RoleBadges roles={member.roles} />
        <p className="text-sm text-ink">
          <span className="font-semibold">{formatPoints(member.points)}</span> points
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onEdit} aria-label={`Edit ${member.username}`}>
          Edit
        </button>
        <MemberPasskeysButton member={member} />
        {extraActions}
        {/* Deleting one's own account is under Settings, with its own confirmation. */}
        {!isSelf && (
          <button type="button" className={secondaryButton} onClick={onDelete} aria-label={`Delete ${member.username}`}>
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
