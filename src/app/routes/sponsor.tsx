import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { PageShell } from "~/components/page-shell";
import { RequireMember } from "~/features/account/components/require-member";
import { useAuth } from "~/features/account/hooks/use-auth";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/sponsor";

export const loader = () => ({ meta: pageMeta("/sponsor") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

// The book (its list, filters and ZIP code) loads only for the accounts that may read it.
const SponsorBook = lazy(() => import("~/features/resume-book/components/sponsor-book"));

const TITLE = "Résumé book";
const LEAD = "Our members who are looking for internships and jobs, with their résumés. Filter, read, and download them as one ZIP.";
const loading = (
  <p aria-busy="true" className="text-ink-muted">
    Loading...
  </p>
);

/** The sponsor's home: the résumé book, for sponsors (inside their window, checked by the API) and admins. */
export default function Sponsor() {
  return (
    <PageShell title={TITLE} lead={LEAD} width="wide">
      <RequireMember placeholder={loading}>
        <BookForReaders />
      </RequireMember>
    </PageShell>
  );
}

function BookForReaders() {
  const { isSponsor, isAdmin } = useAuth();
  if (!isSponsor && !isAdmin) {
    return (
      <div role="alert" className="rounded-md border border-line bg-surface-muted p-4">
        <p className="font-semibold text-ink">This page is for the chapter's sponsors.</p>
        <p className="mt-1 text-ink-muted">
          Members keep their own résumé under{" "}
          <Link to="/profile/resume" className={textLink}>
            Profile, Résumé
          </Link>
          . Recruiters: see{" "}
          <Link to="/sponsors" className={textLink}>
            how to become a sponsor
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <Suspense fallback={loading}>
      <SponsorBook />
    </Suspense>
  );
}
