import { Link } from "react-router";
import type { Program } from "~/content/schema/programs";

/** The programs as a row of cards (the home page), each linking to its page. */
export function ProgramCards({ programs }: { programs: readonly Pick<Program, "slug" | "name" | "tagline">[] }) {
  return (
    <>
      <p className="mt-2 max-w-2xl text-ink-muted">Year-long ways to get involved, open to every member.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {programs.map((program) => (
          <li key={program.slug} className="relative rounded-xl border border-line bg-surface-raised p-5 hover:border-brand">
            <h3 className="font-semibold text-ink">
              <Link to={`/${program.slug}`} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl hover:text-link">
                {program.name}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-ink-muted">{program.tagline}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
