import { Link } from "react-router";
import { PageShell, Section } from "~/components/page-shell";
import { textLink } from "~/components/buttons";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/events");

export default function Events() {
  return (
    <PageShell
      title="Events & Slides"
      lead="General meetings, workshops, socials and volunteering: everything the chapter hosts during the term."
    >
      <Section title="How our events work">
        <p>
          General meetings take place every other week during the term and are open to everyone. Slides from our meetings
          are shared here afterwards so that members who missed one can catch up.
        </p>
      </Section>
      <Section title="Photos">
        <p>
          See how past events went in the{" "}
          <Link to="/gallery" prefetch="intent" className={textLink}>
            gallery
          </Link>
          .
        </p>
      </Section>
    </PageShell>
  );
}
