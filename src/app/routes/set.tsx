import { PageShell, Section } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/set");

export default function SetProgram() {
  return (
    <PageShell title="SET" lead={findPage("/set").description}>
      <Section title="How to join">
        <p>SET teams form at the start of each term. Any member can join a team; no prior experience is needed.</p>
      </Section>
    </PageShell>
  );
}
