import { graduationTermLabel } from "~/shared/academic";
import type { MyResume } from "~/shared/resume-book";

/** How many sponsor organisations opened the member's résumé this term (not admins, not repeat views). */
export function SponsorViews({ views }: { views: MyResume["sponsorViews"] }) {
  const term = graduationTermLabel(views.term);
  const count = views.organisations;
  return (
    <p className="text-ink">
      {count === 0 ? (
        <>No sponsor has opened your résumé yet this term ({term}).</>
      ) : (
        <>
          <span className="text-2xl font-bold">{count}</span> {count === 1 ? "sponsor has" : "sponsors have"} opened your résumé this term ({term}).
        </>
      )}
    </p>
  );
}
