import { PageShell, Section } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/webdev");

export default function WebDev() {
  return (
    <PageShell title="Web Dev" lead={findPage("/webdev").description}>
      <Section title="How to join">
        <p>The web dev team meets weekly. Members of any experience level can join and pick up tasks that match what they want to learn.</p>
      </Section>
    </PageShell>
  );
}
