import { PageShell, Section } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/resources");

export default function Resources() {
  return (
    <PageShell title="Resources" lead="Help for classes, careers and campus life, collected by our members.">
      <Section title="Office hours">
        <p>Board members hold office hours every week during the term. Bring questions about classes, internships or the chapter.</p>
      </Section>
      <Section title="Freshman FAQ">
        <p>New to campus? Our mentors answer the questions every first-year student asks, from choosing classes to finding a study group.</p>
      </Section>
    </PageShell>
  );
}
