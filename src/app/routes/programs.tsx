import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { PROGRAMS } from "~/content/programs";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/programs");

export default function Programs() {
  return (
    <PageShell
      width="wide"
      title="Programs"
      lead="Beyond our general meetings, five programs run all year. Each one is open to every member; pick one, or several."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {PROGRAMS.map((program) => (
          <li key={program.slug} className="relative flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm hover:border-brand-blue">
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
      <section aria-labelledby="programs-start" className="rounded-xl bg-surface-muted p-6">
        <h2 id="programs-start" className="text-xl font-semibold text-ink">
          Not sure where to start?
        </h2>
        <p className="mt-2 text-ink-muted">
          New to campus? Join a{" "}
          <Link to="/mentor-mentee" prefetch="intent" className="font-medium text-link underline underline-offset-4">
            mentor family
          </Link>{" "}
          first: your mentors will tell you which of the other programs fits you. Want to lead? Apply to be an{" "}
          <Link to="/interns" prefetch="intent" className="font-medium text-link underline underline-offset-4">
            intern
          </Link>{" "}
          in your first or second year.
        </p>
      </section>
    </PageShell>
  );
}
