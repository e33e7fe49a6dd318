import { PageShell, Section } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/sports");

export default function Sports() {
  return (
    <PageShell title="Sports" lead={findPage("/sports").description}>
      <Section title="How to join">
        <p>Sign-ups for intramural teams are announced at our general meetings and on our social media at the start of each term.</p>
      </Section>
    </PageShell>
  );
}
