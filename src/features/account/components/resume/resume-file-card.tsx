import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { formatBytes } from "~/shared/file-size";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { MyResume, ResumeFile } from "~/shared/resume-book";
import { deleteResume } from "../../api/delete-resume";
import { formatDate } from "../../lib/format";

type ResumeFileCardProps = { file: ResumeFile; inResumeBook: boolean; onDeleted: (resume: MyResume) => void };

/** The member's current file: its name, size and date, to view, download or delete. */
export function ResumeFileCard({ file, inResumeBook, onDeleted }: ResumeFileCardProps) {
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = usePendingAction({ again: true });

  const remove = () =>
    run(async () => {
      onDeleted(await deleteResume());
      setConfirming(false);
      toast.success("Your résumé is deleted.");
    });

  return (
    <div className="space-y-3 rounded-lg border border-line p-4">
      <p className="break-all font-semibold text-ink">{file.fileName}</p>
      <p className="text-sm text-ink-muted">
        {formatBytes(file.size)} · uploaded {formatDate(file.uploadedAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <a href="/api/me/resume?format=pdf" target="_blank" rel="noopener" className={secondaryButton}>
          View<span className="sr-only"> your résumé (opens in a new tab)</span>
        </a>
        <a href="/api/me/resume?format=pdf&download=1" download={file.fileName} className={secondaryButton}>
          Download<span className="sr-only"> your résumé</span>
        </a>
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          Delete<span className="sr-only"> your résumé</span>
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete your résumé?"
          confirmLabel="Delete résumé"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>The file is deleted for good{inResumeBook ? ", and sponsors no longer see you in the résumé book" : ""}.</p>
          {inResumeBook && <p>You stay opted in: upload a new résumé and you are in the book again.</p>}
        </ConfirmDialog>
      )}
    </div>
  );
}
