import { PageShell, Section } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/board");

const GROUPS = [
  { title: "Executive board", roles: ["President", "Internal Vice President", "External Vice President", "Treasurer", "Secretary"] },
  { title: "Chairs", roles: ["Professional Development Chair", "Service Chair", "Socials Chair", "Sports Chair", "Mentorship Chair"] },
  { title: "Leads", roles: ["Web Dev Lead", "Marketing Lead", "Interns Lead"] },
];

export default function Board() {
  return (
    <PageShell
      title="Board"
      lead="The board is a team of student officers elected each spring. They plan our events, run our programs and represent the chapter on campus."
    >
      {GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.roles.map((role) => (
              <li key={role} className="rounded-md border border-line bg-surface-raised px-4 py-3">
                {role}
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </PageShell>
  );
}
