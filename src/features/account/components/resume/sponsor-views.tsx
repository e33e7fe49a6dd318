import type { MyResume } from "~/shared/resume-book";
import { viewsPeriod } from "../../lib/views-period";
import { noun } from "~/shared/plural";

/** How many sponsor organisations opened the member's résumé this term (not admins, not repeat views). */
export function SponsorViews({ views }: { views: MyResume["sponsorViews"] }) {
  const count = views.organisations;
  const period = viewsPeriod(views.term, Date.now());
  return (
    <p className="text-ink">
      {count === 0 ? (
        <>No sponsor has opened your résumé {period.none}.</>
      ) : (
        <>
          <span className="text-2xl font-bold">{count}</span> {noun(count, "sponsor has", "sponsors have")} opened your résumé {period.some}.
        </>
      )}
    </p>
  );
}
