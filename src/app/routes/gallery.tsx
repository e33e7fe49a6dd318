import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/gallery");

const TERMS = ["Fall 2024", "Spring 2024", "Fall 2023"];

export default function Gallery() {
  return (
    <PageShell title="Gallery" lead="Photos from our general meetings, socials, volunteering and tournaments, grouped by term.">
      <ul className="grid gap-2 sm:grid-cols-3">
        {TERMS.map((term) => (
          <li key={term} className="rounded-md border border-line bg-surface-raised px-4 py-3 font-medium">
            {term}
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
