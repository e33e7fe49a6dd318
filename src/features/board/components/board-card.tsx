import { ResponsiveImage } from "~/components/responsive-image";
import type { BoardMember } from "~/content/schema/board";

/** A board member: portrait, name, role, year and major, bio and e-mail. */
export function BoardCard({ member, priority = false }: { member: BoardMember; priority?: boolean }) {
  return (
    <article aria-labelledby={`member-${member.id}`} className="flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm sm:gap-5 sm:p-5">
      <ResponsiveImage
        src={member.portrait}
        kind="portrait"
        alt={member.portraitAlt}
        sizes="(min-width: 640px) 128px, 96px"
        priority={priority}
        className="w-24 shrink-0 self-start sm:w-32"
        imgClassName="rounded-lg bg-surface-muted"
      />
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
        <p className="mt-2 text-sm">
          <a href={`mailto:${member.email}`} className="break-all font-medium text-link underline underline-offset-4">
            {member.email}
          </a>
        </p>
      </div>
    </article>
  );
}
