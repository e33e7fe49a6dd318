import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { RESOURCES } from "~/content/resources";
import type { ResourceLink } from "~/content/schema/resources";
import { FaqList } from "~/components/faq-list";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/resources");

function Block({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pt-4">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-ink-muted">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function LinkList({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => {
        const external = /^https?:/.test(link.href);
        return (
          <li key={link.href} className="rounded-xl border border-line bg-surface-raised p-4">
            {external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-link underline underline-offset-4">
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.href} prefetch="intent" className="font-semibold text-link underline underline-offset-4">
                {link.label}
              </Link>
            )}
            <p className="mt-1 text-sm text-ink-muted">{link.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

export default function Resources() {
  return (
    <PageShell
      title="Resources"
      lead="Everything we wish someone had handed us in our first week: where to study, who to ask and when the board is around to help."
    >
      <nav aria-label="On this page" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {[
          ["#study", "Study resources"],
          ["#freshman-faq", "Freshman FAQ"],
          ["#career", "Career"],
          ["#campus", "Campus help"],
          ["#office-hours", "Office hours"],
        ].map(([href, label]) => (
          <a key={href} href={href} className="font-medium text-link underline underline-offset-4">
            {label}
          </a>
        ))}
      </nav>
      <Block id="study" title="Study resources" lead="Free material our members use alongside their courses.">
        <LinkList links={RESOURCES.study} />
      </Block>
      <Block id="freshman-faq" title="Freshman FAQ" lead="What first-years ask us most in their first month.">
        <FaqList items={RESOURCES.freshmanFaq} />
      </Block>
      <Block id="career" title="Career" lead="Where to start with résumés, interviews and internships.">
        <LinkList links={RESOURCES.career} />
      </Block>
      <Block id="campus" title="Campus help" lead="Offices on campus that are free for students and worth knowing early.">
        <dl className="grid gap-4 sm:grid-cols-2">
          {RESOURCES.campus.map((place) => (
            <div key={place.name} className="rounded-xl border border-line bg-surface-raised p-4">
              <dt className="font-semibold text-ink">{place.name}</dt>
              <dd className="text-sm font-medium text-link">{place.where}</dd>
              <dd className="mt-1 text-sm text-ink-muted">{place.description}</dd>
            </div>
          ))}
        </dl>
      </Block>
      <Block id="office-hours" title="Office hours" lead="Board members hold weekly office hours during the term. Drop by; no appointment needed.">
        {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
        <div tabIndex={0} role="region" aria-label="Office hours" className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Weekly office hours of board members</caption>
            <thead className="bg-surface-muted text-ink">
              <tr>
                <th scope="col" className="p-3 font-semibold">Who</th>
                <th scope="col" className="p-3 font-semibold">When</th>
                <th scope="col" className="p-3 font-semibold">Where</th>
                <th scope="col" className="p-3 font-semibold">Ask about</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {RESOURCES.officeHours.map((slot) => (
                <tr key={slot.host}>
                  <th scope="row" className="p-3 font-medium text-ink">
                    {slot.host}
                    <span className="block font-normal text-ink-muted">{slot.role}</span>
                  </th>
                  <td className="p-3 text-ink">
                    {slot.day}s, {slot.time}
                  </td>
                  <td className="p-3 text-ink">{slot.place}</td>
                  <td className="p-3 text-ink-muted">{slot.topics}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Block>
    </PageShell>
  );
}
