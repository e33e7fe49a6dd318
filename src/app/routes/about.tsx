import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { PillarIcon } from "~/components/pillar-icon";
import { ABOUT } from "~/content/about";
import { ContactForm } from "~/features/contact/components/contact-form";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site.config";

export const meta = () => pageMeta("/about");

const h2 = "text-2xl font-semibold text-ink";

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">About us</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">
        {site.chapterName} is a student organization at {site.university}, founded in {ABOUT.founded}, for Asian heritage
        scientists and engineers and everyone who wants to grow with them.
      </p>

      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {ABOUT.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl bg-surface-muted p-4 text-center">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold text-link">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-12 grid gap-12 leading-relaxed text-ink">
        <section aria-labelledby="mission">
          <h2 id="mission" className={h2}>
            Our mission
          </h2>
          <p className="mt-3 max-w-3xl border-l-4 border-brand-green pl-4 text-lg">{ABOUT.mission}</p>
        </section>

        <section aria-labelledby="history">
          <h2 id="history" className={h2}>
            Our story
          </h2>
          <div className="mt-3 max-w-3xl space-y-4">
            {ABOUT.history.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="what-we-do">
          <h2 id="what-we-do" className={h2}>
            What we do
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT.pillars.map((pillar) => (
              <li key={pillar.id} className="rounded-xl border border-line bg-surface-raised p-5">
                <PillarIcon pillar={pillar.id} className="size-8 text-link" />
                <h3 className="mt-3 font-semibold">{pillar.name}</h3>
                <p className="mt-1 text-sm text-ink-muted">{pillar.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            See the{" "}
            <Link to="/programs" prefetch="intent" className={textLink}>
              programs
            </Link>{" "}
            and the{" "}
            <Link to="/events" prefetch="intent" className={textLink}>
              events calendar
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="values">
          <h2 id="values" className={h2}>
            Our values
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            {ABOUT.values.map((value) => (
              <div key={value.name} className="rounded-xl bg-surface-muted p-5">
                <dt className="font-semibold">{value.name}</dt>
                <dd className="mt-1 text-ink-muted">{value.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="timeline">
          <h2 id="timeline" className={h2}>
            Timeline
          </h2>
          <ol className="mt-4 space-y-6 border-l-2 border-line pl-6">
            {ABOUT.timeline.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span aria-hidden="true" className="absolute -left-[33px] top-1.5 size-4 rounded-full border-4 border-surface bg-brand-blue" />
                <p className="text-sm font-semibold text-link">{milestone.year}</p>
                <h3 className="font-semibold">{milestone.title}</h3>
                <p className="text-ink-muted">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section id="contact" aria-labelledby="contact-title" className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8">
          <h2 id="contact-title" className={h2}>
            Contact us
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Questions about joining, ideas for an event, or interested in sponsoring? Send us a message and a board member
            will reply within a few days during the term. You can also write to{" "}
            <a className={textLink} href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </a>
            .
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
