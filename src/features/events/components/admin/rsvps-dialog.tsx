import { useCallback } from "react";
import { secondaryButton } from "~/components/buttons";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { useLoaded } from "~/lib/use-loaded";
import type { ChapterEventView, EventRsvp } from "~/shared/events";
import { listRsvps, rsvpsCsvPath } from "../../api/list-rsvps";

/** Who RSVPed to an event: going, then the waitlist in order, and the same as a CSV file for a spreadsheet. */
export function RsvpsDialog({ event, onClose }: { event: ChapterEventView; onClose: () => void }) {
  const { data: rsvps, failure } = useLoaded(useCallback((signal?: AbortSignal) => listRsvps(event.id, signal), [event.id]));

  const going = rsvps?.filter((rsvp) => rsvp.status === "going") ?? [];
  const waiting = rsvps?.filter((rsvp) => rsvp.status === "waitlist") ?? [];
  return (
    <Dialog title={`RSVPs: ${event.title}`} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-ink-muted">
          {event.rsvpCount} going{event.capacity !== null ? ` of ${event.capacity} places` : ""} · {event.waitlistCount} on the waitlist
        </p>
        <FormAlert>{failure}</FormAlert>
        {rsvps === null && !failure && <p className="text-ink-muted">Loading…</p>}
        {rsvps && <RsvpList title="Going" rsvps={going} />}
        {rsvps && waiting.length > 0 && <RsvpList title="Waitlist" rsvps={waiting} />}
        <DialogActions onCancel={onClose} cancelLabel="Close">
          <a href={rsvpsCsvPath(event.id)} download={`${event.slug}-rsvps.csv`} className={secondaryButton}>
            Download CSV
          </a>
        </DialogActions>
      </div>
    </Dialog>
  );
}

function RsvpList({ title, rsvps }: { title: string; rsvps: EventRsvp[] }) {
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
            <li key={rsvp.userId} className="px-3 py-2">
              <span className="font-medium text-ink">{[rsvp.firstName, rsvp.lastName].filter(Boolean).join(" ") || rsvp.username}</span>{" "}
              <span className="text-ink-muted">@{rsvp.username}</span>
              <span className="block wrap-anywhere text-ink-muted">{rsvp.email}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
