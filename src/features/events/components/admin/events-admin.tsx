import { useState, type ReactNode } from "react";
import { primaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { useLoaded } from "~/lib/use-loaded";
import type { ChapterEventView } from "~/shared/events";
import { MANAGED_EVENTS_PATH, readEvents } from "~/lib/public-api/events";
import { AdminEventRow, type RowAction } from "./admin-event-row";
import { CancelEventDialog } from "./cancel-event-dialog";
import { DeleteEventDialog } from "./delete-event-dialog";
import { EventFormDialog, type EventFormMode } from "./event-form-dialog";
import { RsvpsDialog } from "./rsvps-dialog";
import { EventHistoryDialog } from "./event-history-dialog";
import { toast } from "~/lib/toast";
import { toEpochMs } from "~/shared/time/instant";

type Open = EventFormMode | { kind: "cancel" | "delete" | "rsvps" | "history"; event: ChapterEventView } | null;
/** The events officers manage, and when they were read (what counts as past). */
const readManaged = (signal?: AbortSignal) => readEvents(MANAGED_EVENTS_PATH, signal).then(({ events, hasMore }) => ({ events, hasMore, now: Date.now() }));

const byStart = (a: ChapterEventView, b: ChapterEventView) => a.startsAt.localeCompare(b.startsAt);

/**
 * The officers' events: upcoming first (soonest first), then past ones
 * (latest first); create, edit, duplicate, cancel, delete, RSVPs.
 * `eventTools` adds controls of other features to each event (the page
 * composes them: check-in and attendance).
 */
export function EventsAdmin({ eventTools }: { eventTools?: (event: ChapterEventView) => ReactNode }) {
  const { data: loaded, failure, setData: setLoaded } = useLoaded(readManaged);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState("");
  const close = () => setOpen(null);

  /** An event created or changed here: in its place, in start order. */
  const put = (event: ChapterEventView) =>
    setLoaded((current) => current && { ...current, events: [...current.events.filter((e) => e.id !== event.id), event].sort(byStart) });

  const events = loaded?.events ?? [];
  const now = loaded?.now ?? 0;
  const upcoming = events.filter((event) => toEpochMs(event.endsAt) > now);
  const past = events.filter((event) => toEpochMs(event.endsAt) <= now).reverse();
  const row = (event: ChapterEventView, over: boolean) => (
    <AdminEventRow key={event.id} event={event} over={over} tools={eventTools?.(event)} onAction={(action: RowAction) => setOpen({ kind: action, event })} />
  );

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink-muted">Times are the chapter's. Members see each event on the events page as soon as it is saved.</p>
        <button type="button" className={primaryButton} onClick={() => setOpen({ kind: "create" })}>
          New event
        </button>
      </div>
      <p role="status" className={notice ? "rounded-md border border-line bg-surface-muted p-3 text-ink" : "sr-only"}>
        {notice}
      </p>
      <FormAlert>{failure}</FormAlert>
      {!loaded && !failure && <p className="text-ink-muted">Loading…</p>}
      {loaded && (
        <>
          <AdminSection id="admin-upcoming" title="Upcoming" empty="No upcoming events. Create one with “New event”.">
            {upcoming.map((event) => row(event, false))}
          </AdminSection>
          <AdminSection id="admin-past" title="Past" empty="No past events in the last year.">
            {past.map((event) => row(event, true))}
          </AdminSection>
          {loaded.hasMore && <p className="text-sm text-ink-muted">Only the first 500 events of the last year are listed.</p>}
        </>
      )}

      {(open?.kind === "create" || open?.kind === "edit" || open?.kind === "duplicate") && (
        <EventFormDialog
          mode={open}
          onClose={close}
          onSaved={(event) => {
            close();
            put(event);
          }}
        />
      )}
      {open?.kind === "cancel" && (
        <CancelEventDialog
          event={open.event}
          onClose={close}
          onCancelled={(event, message) => {
            close();
            put(event);
            setNotice(`${event.title}: ${message}`);
          }}
        />
      )}
      {open?.kind === "delete" && (
        <DeleteEventDialog
          event={open.event}
          onClose={close}
          onDeleted={() => {
            const gone = open.event.id;
            close();
            setLoaded((current) => current && { ...current, events: current.events.filter((event) => event.id !== gone) });
          }}
        />
      )}
      {open?.kind === "rsvps" && <RsvpsDialog event={open.event} onClose={close} onChanged={put} />}
      {open?.kind === "history" && (
        <EventHistoryDialog
          event={open.event}
          onClose={close}
          onRestored={(event, message) => {
            close();
            put(event);
            toast.success(`${event.title}: ${message}`);
          }}
        />
      )}
    </div>
  );
}

function AdminSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children.length === 0 ? <p className="mt-2 text-ink-muted">{empty}</p> : <ul className="mt-2 divide-y divide-line border-y border-line">{children}</ul>}
    </section>
  );
}
