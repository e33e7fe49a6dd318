import { useCallback, useRef, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { useLoaded } from "~/lib/use-loaded";
import type { ChapterEventView, EventRsvp, RsvpRemovalResult } from "~/shared/events";
import { listRsvps, rsvpsCsvPath } from "../../api/list-rsvps";
import { spotsLeftOf } from "~/shared/event-places";
import { memberName } from "~/shared/member-page";
import { RemoveRsvpDialog } from "./remove-rsvp-dialog";
import { toEpochMs } from "~/shared/time/instant";

type RsvpsDialogProps = {
  event: ChapterEventView;
  onClose: () => void;
  /** After an officer removed someone: the event's counts as the API answered them. */
  onChanged?: (event: ChapterEventView) => void;
};

/**
 * Who RSVPed to an event: going, then the waitlist in order, and the same as
 * a CSV file for a spreadsheet. Until the event starts, an officer may remove
 * anyone (decision 095); the list is read again, the waitlist having moved up.
 */
export function RsvpsDialog({ event, onClose, onChanged }: RsvpsDialogProps) {
  const { data: rsvps, failure, reload } = useLoaded(useCallback((signal?: AbortSignal) => listRsvps(event.id, signal), [event.id]));
  const [counts, setCounts] = useState({ going: event.rsvpCount, waitlist: event.waitlistCount });
  const [removing, setRemoving] = useState<EventRsvp | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  // Once the event has started its RSVPs are its record: the API refuses, so nothing offers it.
  const [open] = useState(() => toEpochMs(event.startsAt) > Date.now());

  const removed = (removal: RsvpRemovalResult) => {
    setRemoving(null);
    setCounts({ going: removal.going, waitlist: removal.waitlist });
    const spotsLeft = spotsLeftOf(event.capacity, removal.going);
    onChanged?.({ ...event, rsvpCount: removal.going, waitlistCount: removal.waitlist, spotsLeft });
    // The pressed "Remove" goes with its row: the focus waits on the counts, inside this dialog, not on the page behind it.
    void reload().then(() => summary.current?.focus());
  };

  const going = rsvps?.filter((rsvp) => rsvp.status === "going") ?? [];
  const waiting = rsvps?.filter((rsvp) => rsvp.status === "waitlist") ?? [];
  const onRemove = open ? setRemoving : undefined;
  return (
    <Dialog title={`RSVPs: ${event.title}`} onClose={onClose}>
      <div className="space-y-4">
        <p ref={summary} tabIndex={-1} className="text-ink-muted focus:outline-none">
          {counts.going} going{event.capacity !== null ? ` of ${event.capacity} places` : ""} · {counts.waitlist} on the waitlist
        </p>
        <FormAlert>{failure}</FormAlert>
        {rsvps === null && !failure && <p className="text-ink-muted">Loading…</p>}
        {rsvps && <RsvpList title="Going" rsvps={going} onRemove={onRemove} />}
        {rsvps && waiting.length > 0 && <RsvpList title="Waitlist" rsvps={waiting} onRemove={onRemove} />}
        <DialogActions onCancel={onClose} cancelLabel="Close">
          <a href={rsvpsCsvPath(event.id)} download={`${event.slug}-rsvps.csv`} className={secondaryButton}>
            Download CSV
          </a>
        </DialogActions>
      </div>
      {removing && <RemoveRsvpDialog eventId={event.id} eventTitle={event.title} rsvp={removing} onCancel={() => setRemoving(null)} onRemoved={removed} />}
    </Dialog>
  );
}

function RsvpList({ title, rsvps, onRemove }: { title: string; rsvps: EventRsvp[]; onRemove: ((rsvp: EventRsvp) => void) | undefined }) {
  return (
    <section aria-label={title}>
      <h3 className="font-semibold text-ink">
        {title} ({rsvps.length})
      </h3>
      {rsvps.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">Nobody yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-line rounded-md border border-line text-sm">
          {rsvps.map((rsvp) => (
            <li key={rsvp.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
              <div className="min-w-0 flex-1 basis-48">
                <span className="font-medium text-ink">{memberName(rsvp)}</span> <span className="text-ink-muted">@{rsvp.username}</span>
                <span className="block wrap-anywhere text-ink-muted">{rsvp.email}</span>
              </div>
              {onRemove && (
                <button type="button" className={secondaryButton} onClick={() => onRemove(rsvp)} aria-label={`Remove ${memberName(rsvp)}`}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
