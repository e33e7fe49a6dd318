import { useEffect, useState } from "react";
import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { Section } from "~/components/page-shell";
import { errorDetail } from "~/lib/api-error";
import type { SponsorAccess } from "~/shared/resume-book";
import { listSponsorAccess } from "../../api/list-sponsor-access";
import { AccessLog } from "./access-log";
import { SponsorAccessList } from "./sponsor-access-list";

type AccessState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; accesses: SponsorAccess[] };

/** /profile/admin/resume-book: the sponsors' access windows and the log of who opened which résumé. */
export function ResumeBookAdmin() {
  const [state, setState] = useState<AccessState>({ status: "loading" });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(version): reload() changes it to read the list again
  useEffect(() => {
    const controller = new AbortController();
    listSponsorAccess(controller.signal)
      .then((accesses) => setState({ status: "ready", accesses }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", message: errorDetail(error) });
      });
    return () => controller.abort();
  }, [version]);

  const reload = () => setVersion((n) => n + 1);
  return (
    <div className="space-y-12">
      <p>
        <Link to="/sponsor" className={textLink}>
          Open the résumé book
        </Link>{" "}
        as sponsors see it (your reading is logged as an admin&apos;s).
      </p>
      <Section title="Sponsor access" id="sponsor-access">
        {state.status === "loading" && <p className="text-ink-muted">Loading...</p>}
        {state.status === "error" && (
          <div role="alert" className="space-y-3">
            <p>The sponsors' access could not be loaded: {state.message}</p>
            <button type="button" className={secondaryButton} onClick={reload}>
              Try Again
            </button>
          </div>
        )}
        {state.status === "ready" && <SponsorAccessList accesses={state.accesses} onChanged={reload} />}
      </Section>
      <Section title="Access log" id="access-log">
        <AccessLog sponsors={state.status === "ready" ? state.accesses : []} />
      </Section>
    </div>
  );
}
