import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { Section } from "~/components/page-shell";
import { useLoaded } from "~/lib/use-loaded";
import { listSponsorAccess } from "../../api/list-sponsor-access";
import { AccessLog } from "./access-log";
import { SponsorAccessList } from "./sponsor-access-list";

/** /profile/admin/resume-book: the sponsors' access windows and the log of who opened which résumé. */
export function ResumeBookAdmin() {
  const { data: accesses, failure, reload } = useLoaded(listSponsorAccess);
  return (
    <div className="space-y-12">
      <p>
        <Link to="/sponsor" className={textLink}>
          Open the résumé book
        </Link>{" "}
        as sponsors see it (your reading is logged as an admin&apos;s).
      </p>
      <Section title="Sponsor access" id="sponsor-access">
        {failure ? (
          <div role="alert" className="space-y-3">
            <p>The sponsors' access could not be loaded: {failure}</p>
            <button type="button" className={secondaryButton} onClick={() => void reload()}>
              Try Again
            </button>
          </div>
        ) : accesses === null ? (
          <p className="text-ink-muted">Loading...</p>
        ) : (
          <SponsorAccessList accesses={accesses} onChanged={() => void reload()} />
        )}
      </Section>
      <Section title="Access log" id="access-log">
        <AccessLog sponsors={accesses ?? []} />
      </Section>
    </div>
  );
}
