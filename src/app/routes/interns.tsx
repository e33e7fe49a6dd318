import { PageShell, Section } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/interns");

export default function Interns() {
  return (
    <PageShell title="Interns" lead={findPage("/interns").description}>
      <Section title="How to join">
        <p>Applications open at the start of each fall term for first- and second-year members. Interns attend board meetings and help plan one event of their own.</p>
      </Section>
    </PageShell>
  );
}
