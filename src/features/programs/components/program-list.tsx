import { Link } from "react-router";
import { PROGRAMS } from "~/content/programs";

/** Every program as a card: name (the link, the whole card clickable), tagline, commitment. */
export function ProgramList() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {PROGRAMS.map((program) => (
        <li key={program.slug} className="relative flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm hover:border-brand">
          <h2 className="text-xl font-semibold text-ink">
            <Link to={`/${program.slug}`} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl hover:text-link">
              {program.name}
            </Link>
          </h2>
          <p className="mt-2 flex-1 text-ink-muted">{program.tagline}</p>
          <p className="mt-4 text-sm text-ink-muted">
            <span className="font-semibold text-ink">Commitment:</span> {program.commitment}
          </p>
          <p aria-hidden="true" className="mt-4 text-sm font-semibold text-link">
            Learn more →
          </p>
        </li>
      ))}
    </ul>
  );
}
