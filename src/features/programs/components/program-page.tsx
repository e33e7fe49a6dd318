import { Link } from "react-router";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { findProgram } from "~/content/programs";
import type { ProgramSlug } from "~/content/taxonomy";
import { FaqList } from "~/components/faq-list";

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** One program's page (interns, SET, web dev, sports, mentor-mentee), read from src/content/programs.ts. */
export function ProgramPage({ slug }: { slug: ProgramSlug }) {
  const program = findProgram(slug);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-link">
        <Link to="/programs" prefetch="intent" className="hover:underline">
          Programs
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{program.name}</h1>
      <p className="mt-4 text-xl text-ink-muted">{program.tagline}</p>

      <div className="mt-10 grid gap-10 leading-relaxed text-ink">
        <Block id="what" title="What it is">
          <p>{program.what}</p>
        </Block>
        <Block id="who" title="Who it is for">
          <p>{program.whoFor}</p>
        </Block>
        <div className="grid gap-10 md:grid-cols-2">
          <Block id="goals" title="Goals">
            <Bullets items={program.goals} />
          </Block>
          <Block id="outcomes" title="What you get out of it">
            <Bullets items={program.outcomes} />
          </Block>
        </div>
        {/* Every "how to join" has a link or a person: the form when there is one, and always the lead's address. */}
        <Block id="join" title="How to join">
          <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-link">
            {program.howToJoin.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {program.joinLink && (
            <p className="mt-4">
              <a href={program.joinLink.url} target="_blank" rel="noopener noreferrer" className={primaryButton}>
                {program.joinLink.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          <dl className="mt-4 grid gap-4 rounded-xl border border-line bg-surface-muted p-5 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-ink-muted">Time commitment</dt>
              <dd className="mt-1">{program.commitment}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-muted">Led by — ask them anything</dt>
              <dd className="mt-1">
                {program.lead}
                <br />
                <a href={`mailto:${program.leadEmail}`} className="break-all font-medium text-link underline underline-offset-4">
                  {program.leadEmail}
                </a>
              </dd>
            </div>
          </dl>
        </Block>
        <Block id="faq" title="Frequently asked questions">
          <FaqList items={program.faq} />
        </Block>
        <div className="flex flex-wrap gap-3">
          {/* For visitors only (decision 042). */}
          <Link to="/signup" prefetch="intent" className={`${primaryButton} signed-in:hidden`}>
            Become a member
          </Link>
          <Link to="/events" prefetch="intent" className={secondaryButton}>
            See upcoming events
          </Link>
        </div>
      </div>
    </div>
  );
}
