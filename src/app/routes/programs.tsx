import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/programs");

const PROGRAMS = ["/interns", "/set", "/webdev", "/sports", "/mentor-mentee"].map(findPage);

export default function Programs() {
  return (
    <PageShell title="Programs" lead="Beyond our events, members can join programs that run through the whole year.">
      <ul className="grid gap-4 sm:grid-cols-2">
        {PROGRAMS.map((program) => (
          <li key={program.path} className="rounded-lg border border-line bg-surface-raised p-4">
            <h2 className="text-lg font-semibold">
              <Link to={program.path} prefetch="intent" className="text-link underline-offset-4 hover:underline">
                {program.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{program.description}</p>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
