import { formatInstant } from "~/shared/time/formats";
import type { BookAccess } from "../hooks/use-resume-book";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

/** Whose access this is and until when; an admin reads without a window, and is told that the log names them. */
export function AccessBanner({ access }: { access: BookAccess }) {
  return (
    <p className="rounded-md border border-line bg-surface-muted p-3 text-ink">
      {access ? (
        <>
          Access for <strong className="font-semibold">{access.organisation}</strong> until {formatInstant("moment", toEpochMs(access.until), site.timeZone)}.
        </>
      ) : (
        <>You are reading the book as an admin. Each résumé you open or download is logged under your username.</>
      )}
    </p>
  );
}
