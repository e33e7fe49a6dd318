import { useCallback, useState } from "react";
import { toastFailure } from "~/lib/failure-toast";
import { useLoaded } from "~/lib/use-loaded";
import type { HistoryEntry, ItemHistory, ValueSummary } from "~/shared/item-history";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { secondaryButton } from "./buttons";
import { Dialog, DialogActions } from "./dialog";
import { toEpochMs } from "~/shared/time/instant";

type HistoryDialogProps = {
  /** The item's name, for the title and the buttons ("Ana Ruiz"). */
  name: string;
  /** What one item is ("board member", "event"). */
  noun: string;
  read: (signal?: AbortSignal) => Promise<ItemHistory>;
  /** A field's name on the screen ("Role"). */
  label: (field: string) => string;
  /** A value as the screen shows it (a time, a choice's label); by default as the API summarised it. */
  show?: (field: string, value: ValueSummary) => string;
  /** Restores the version; the dialog closes once it is done. */
  onRestore: (versionId: number) => Promise<void>;
  onClose: () => void;
  /** What restoring keeps as it is, said before the list ("whether it is published"). */
  restoreNote: string;
};

const defaultShow = (_field: string, value: ValueSummary): string =>
  value === null ? "empty" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

/**
 * An item's history (decision 130): the item as it is now, then each version kept, newest first, with
 * who saved it, when, and what that save changed field by field; any version can be restored, which is
 * itself a save (the version it replaces joins the list).
 */
export function HistoryDialog({ name, noun, read, label, show = defaultShow, onRestore, onClose, restoreNote }: HistoryDialogProps) {
  const { data, failure } = useLoaded(useCallback((signal?: AbortSignal) => read(signal), [read]));
  const [busy, setBusy] = useState<number | null>(null);

  async function restore(entry: HistoryEntry) {
    if (entry.id === null || busy !== null) return;
    setBusy(entry.id);
    try {
      await onRestore(entry.id);
    } catch (error) {
      toastFailure(error);
      setBusy(null);
    }
  }

  const when = (entry: HistoryEntry) => formatInstant("shortMoment", toEpochMs(entry.savedAt), site.timeZone);
  const quoted = (field: string, value: ValueSummary) => (value === null ? "empty" : `“${show(field, value)}”`);

  return (
    <Dialog title={`History: ${name}`} onClose={onClose} size="wide">
      {failure ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : data === null ? (
        <p className="text-ink-muted">Loading…</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            The last {data.kept} saves of this {noun} are kept. Restoring a version saves it as the {noun} now ({restoreNote}); the version it replaces stays in
            this list.
          </p>
          <ol aria-label="Versions, newest first" className="mt-4 divide-y divide-line border-y border-line">
            {data.entries.map((entry) => (
              <li key={entry.id ?? "now"} className="space-y-2 py-3">
                <h3 className="font-semibold text-ink">
                  {entry.id === null ? "Now: " : ""}saved <time dateTime={entry.savedAt}>{when(entry)}</time>
                  {entry.savedBy ? ` by ${entry.savedBy}` : ""}
                </h3>
                {entry.changes.length > 0 ? (
                  <ul className="space-y-1 text-sm text-ink" aria-label="What this save changed">
                    {entry.changes.map((change) => (
                      <li key={change.field} className="wrap-anywhere">
                        <span className="font-medium">{label(change.field)}</span>: {quoted(change.field, change.before)} → {quoted(change.field, change.after)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-ink-muted">{entry.oldest ? "The oldest version kept." : "Saved without a change."}</p>
                )}
                {entry.id !== null && (
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy !== null}
                    onClick={() => void restore(entry)}
                    aria-label={`Restore this version, saved ${when(entry)}`}
                  >
                    {busy === entry.id ? "Restoring…" : "Restore this version"}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <DialogActions onCancel={onClose} cancelLabel="Close" className="mt-4">
        {null}
      </DialogActions>
    </Dialog>
  );
}
