import { textLink } from "~/components/buttons";
import type { ApiError } from "~/lib/api-error";
import { site } from "~/site.config";

const HEADINGS: Partial<Record<string, string>> = {
  SPONSOR_ACCESS_ENDED: "Your access to the résumé book has ended",
  SPONSOR_ACCESS_NOT_STARTED: "Your access to the résumé book has not started yet",
};

/**
 * The book refused this account (403): outside its access window, or no
 * window at all. The server's sentence is shown as it came ("Your access
 * to the résumé book ended on June 1, 2027 at 12:00 AM CDT."), with whom
 * to ask.
 */
export function BookRefusal({ error }: { error: ApiError }) {
  return (
    <div role="alert" className="space-y-2 rounded-md border border-line bg-surface-muted p-4">
      <h2 className="text-lg font-semibold text-ink">{HEADINGS[error.code ?? ""] ?? "The résumé book is not open to this account"}</h2>
      <p className="text-ink">{error.detail ?? error.message}</p>
      <p className="text-ink-muted">
        To renew your company's access, write to{" "}
        <a href={`mailto:${site.contactEmail}`} className={textLink}>
          {site.contactEmail}
        </a>
        .
      </p>
    </div>
  );
}
