import { PageShell, Section } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/mentor-mentee");

export default function MentorMentee() {
  return (
    <PageShell title="Mentor-Mentee" lead={findPage("/mentor-mentee").description}>
      <Section title="How to join">
        <p>Mentors and mentees sign up at the start of the fall term and are paired by major and interests. Pairs meet at least twice a month.</p>
      </Section>
    </PageShell>
  );
}
