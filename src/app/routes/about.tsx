import { PageShell, Section } from "~/components/page-shell";
import { textLink } from "~/components/buttons";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site.config";

export const meta = () => pageMeta("/about");

export default function About() {
  return (
    <PageShell
      title="About us"
      lead={`${site.chapterName} is a student organization at ${site.university} for Asian scientists and engineers and everyone who wants to grow with them.`}
    >
      <Section title="Our mission">
        <p>
          We help our members succeed in their studies and careers, serve the communities around us and build friendships
          that last beyond graduation. Membership is open to every student, whatever their major or background.
        </p>
      </Section>
      <Section title="What we do">
        <p>
          Our work rests on five pillars: professional development, service, socials, sports and mentorship. Each term the
          board plans general meetings, workshops, volunteering, social events and intramural teams around them.
        </p>
      </Section>
      <Section title="Contact us" id="contact">
        <p>
          Write to us at{" "}
          <a className={textLink} href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>{" "}
          with questions, ideas or sponsorship requests. A board member answers within a few days during the term.
        </p>
      </Section>
    </PageShell>
  );
}
