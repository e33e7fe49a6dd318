import { ContentImage } from "~/components/content-image";
import type { BoardMemberView } from "../lib/board-members";

/** A board member: portrait, name, role, year and major, bio, e-mail and links. */
export function BoardCard({ member, priority = false }: { member: BoardMemberView; priority?: boolean }) {
  return (
    <article aria-labelledby={`member-${member.id}`} className="flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm sm:gap-5 sm:p-5">
      {member.portrait ? (
        <ContentImage
          image={member.portrait}
          kind="portrait"
          sizes="(min-width: 640px) 128px, 96px"
          priority={priority}
          className="w-24 shrink-0 self-start sm:w-32"
          imgClassName="rounded-lg bg-surface-muted"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/5] w-24 shrink-0 self-start rounded-lg bg-surface-muted sm:w-32" />
      )}
      <div className="min-w-0">
        <h3 id={`member-${member.id}`} className="text-lg font-semibold text-ink">
          {member.name}
          {member.pronouns && <span className="ml-2 text-sm font-normal text-ink-muted">({member.pronouns})</span>}
        </h3>
        <p className="font-medium text-link">{member.role}</p>
        <p className="text-sm text-ink-muted">
          {member.year} · {member.major}
        </p>
        <p className="mt-2 text-sm leading-relaxed text-ink">{member.bio}</p>
        {member.email && (
          <p className="mt-2 text-sm">
            <a href={`mailto:${member.email}`} className="break-all font-medium text-link underline underline-offset-4">
              {member.email}
            </a>
          </p>
        )}
        {member.links.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {member.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-medium text-link underline underline-offset-4">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** A card's outline while the board loads: the same box, so nothing moves when the people arrive. */
export function BoardCardPlaceholder() {
  return (
    <div aria-hidden="true" className="flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm sm:gap-5 sm:p-5">
      <div className="aspect-[4/5] w-24 shrink-0 rounded-lg bg-surface-muted sm:w-32" />
      <div className="min-w-0 flex-1 space-y-2 pt-1">
        <div className="h-5 w-2/3 rounded bg-surface-muted" />
        <div className="h-4 w-1/2 rounded bg-surface-muted" />
        <div className="h-4 w-1/3 rounded bg-surface-muted" />
        <div className="h-16 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
