import { Link } from "react-router";
import { PageShell, Section } from "~/components/page-shell";
import { textLink } from "~/components/buttons";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/sponsors");

export default function Sponsors() {
  return (
    <PageShell
      title="Sponsors"
      lead="Our sponsors make our workshops, conferences and socials possible, and meet motivated students through them."
    >
      <Section title="Become a sponsor">
        <p>
          Sponsors present at our general meetings, host company visits and reach our members with internship and job
          openings. Tell us about your organization through the{" "}
          <Link to="/about" prefetch="intent" className={textLink}>
            contact section of the about page
          </Link>
          .
        </p>
      </Section>
    </PageShell>
  );
}
