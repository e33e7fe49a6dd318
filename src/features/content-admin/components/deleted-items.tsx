import { useCallback, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { useLoaded } from "~/lib/use-loaded";
import { CONTENT_RESTORE_DAYS, type ContentItem } from "~/shared/content/collections";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { site } from "~/site.config";
import { DAY_MS } from "~/shared/time/days";
import { formatInstant } from "~/shared/time/formats";
import { listContentForEditing } from "../api/manage-content";
import { EDITORS } from "../lib/editors";
import { toEpochMs } from "~/shared/time/instant";

type DeletedItemsProps = {
  collection: ContentCollection;
  /** Changes after every delete and restore: the list is read again when open. */
  version: number;
  busyId: string | null;
  onRestore: (item: ContentItem) => void;
};

/** What was deleted in the last CONTENT_RESTORE_DAYS days, read when opened, each with Restore and the day it goes for good. */
export function DeletedItems({ collection, version, busyId, onRestore }: DeletedItemsProps) {
  const editor = EDITORS[collection];
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies(version): a delete or restore elsewhere changes what is listed
  const read = useCallback((signal: AbortSignal) => listContentForEditing(collection, "deleted", signal), [collection, version]);
  const { data: items, failure: error } = useLoaded(open ? read : null);

  return (
    <details className="rounded-md border border-line px-4 py-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer py-1 font-medium text-ink">Recently deleted</summary>
      {error ? (
        <p role="alert" className="py-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : items === null ? (
        <p className="py-2 text-ink-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="py-2 text-ink-muted">Nothing deleted in the last {CONTENT_RESTORE_DAYS} days.</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const name = editor.name(item.fields) || `Untitled ${editor.noun}`;
            const goes = formatInstant("shortDay", (item.deletedAt ? toEpochMs(item.deletedAt) : 0) + CONTENT_RESTORE_DAYS * DAY_MS, site.timeZone);
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{name}</p>
                  <p className="text-sm text-ink-muted">Gone for good after {goes}.</p>
                </div>
                <button type="button" className={secondaryButton} disabled={busyId === item.id} onClick={() => onRestore(item)} aria-label={`Restore ${name}`}>
                  Restore
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
