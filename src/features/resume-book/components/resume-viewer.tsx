import { secondaryButton, textLink } from "~/components/buttons";
import { Dialog } from "~/components/dialog";
import type { ResumeBookEntry } from "~/shared/resume-book";
import { bookResumeUrl } from "../api/fetch-book-resume";
import { entryName } from "./book-entry-card";

/**
 * A résumé read in the page: the browser's own PDF viewer in a same-origin
 * frame. The file comes with a policy that lets only this site frame it and
 * keeps it from running anything (docs/decisions/030-resume-book.md). Each
 * opening is logged as a view.
 */
export function ResumeViewer({ entry, onClose }: { entry: ResumeBookEntry; onClose: () => void }) {
  const name = entryName(entry);
  const url = bookResumeUrl(entry.userId);
  return (
    <Dialog title={`${name}'s résumé`} onClose={onClose} size="wide">
      <iframe src={url} title={`Résumé of ${name}`} className="h-[70vh] w-full rounded border border-line bg-white" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          Not showing?{" "}
          <a href={url} target="_blank" rel="noopener" className={textLink}>
            Open it in a new tab
          </a>
          .
        </p>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
