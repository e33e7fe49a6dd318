import { useCallback, useEffect, useState } from "react";
import { primaryButton } from "~/components/buttons";
import type { ChapterEventView } from "~/shared/events";
import { embeddedEvents } from "~/lib/public-api/event-page-data";
import { useEventList } from "../hooks/use-event-list";
import { useRsvpAfterSignIn } from "../hooks/use-rsvp-after-sign-in";
import type { RsvpOutcome } from "../lib/rsvp-actions";
import { useTerms } from "~/lib/use-terms";
import type { Term } from "~/shared/terms";
import { inTerm, recentTerms } from "../lib/terms";
import { upcomingOf } from "../lib/upcoming";
import { CalendarFallback } from "./calendar-fallback";
import { EventCard } from "./event-card";
import { PastEvents, type PastGroup } from "./past-events";
import { toEpochMs } from "~/shared/time/instant";

type EventsBoardProps = {
  /** Only events of this category; "" for all. */
  category: string;
  signedIn: boolean | null;
  /** Whether the list must be the member's own (their RSVPs): while the session is checked, whether this browser signed in before. */
  personal: boolean;
};

/**
 * The events page's lists — for a visitor, those the Worker wrote into the page (decision 087); for
 * a member, their own from the API: upcoming events (soonest first,
 * with RSVP), then the past events of this term and the one before (the
 * terms officers define; without any, the past year's, ungrouped).
 *
 * The prerendered page cannot know them. Their block is at least as tall as
 * the screen from the start (`min-h-svh`) and holds only placeholders until
 * the list arrives, so nothing on screen moves when it does (CLS 0): what
 * follows the block starts below the fold and stays there.
 */
export function EventsBoard({ category, signedIn, personal }: EventsBoardProps) {
  // A member's list comes from the API, with their RSVPs; a visitor's from the page when it has one.
  const list = useEventList(personal ? undefined : embeddedEvents);
  const termList = useTerms();
  // Null until they arrive; without them (none defined, or not loaded) the past events are listed ungrouped.
  const terms = termList.data?.terms ?? (termList.failure ? [] : null);
  const { setEvents } = list;
  const [positions, setPositions] = useState<Record<string, number | null>>({});
  const onChange = useCallback(
    ({ event, waitlistPosition }: RsvpOutcome) => {
      setEvents((events) => events.map((e) => (e.id === event.id ? event : e)));
      setPositions((current) => ({ ...current, [event.id]: waitlistPosition }));
    },
    [setEvents],
  );
  // Signed out here (the header's log out): the member's own RSVPs go, without asking again.
  useEffect(() => {
    if (signedIn === false) setEvents((events) => events.map((e) => (e.myRsvp == null ? e : { ...e, myRsvp: undefined })));
  }, [signedIn, setEvents]);
  useRsvpAfterSignIn(list.events, list.now, signedIn, onChange);

  const shown = (list.events ?? []).filter((event) => !category || event.category === category);
  const upcoming = upcomingOf(shown, list.now);
  const past = pastGroups(shown.filter((event) => toEpochMs(event.endsAt) <= list.now).reverse(), terms ?? [], list.now);
  const which = category ? `${category} events` : "events";

  return (
    <div className="min-h-svh">
      <section aria-labelledby="upcoming" aria-busy={list.events === null && !list.failed}>
        <h2 id="upcoming" className="text-2xl font-semibold text-ink">
          Upcoming events
        </h2>
        {list.failed ? (
          <div role="alert" className="mt-4 rounded-md border border-line bg-surface-muted p-4">
            <p className="font-semibold text-ink">The events could not be loaded.</p>
            <button type="button" className={`${primaryButton} mt-3`} onClick={list.retry}>
              Try again
            </button>
          </div>
        ) : list.events === null ? (
          <Placeholders />
        ) : upcoming.length > 0 ? (
          <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
            {upcoming.map((event: ChapterEventView) => (
              <EventCard key={event.id} event={event} now={list.now} signedIn={signedIn} waitlistPosition={positions[event.id]} onChange={onChange} />
            ))}
          </div>
        ) : (
          <p className="mt-3 text-ink-muted">No upcoming {which} yet: the next ones are being planned. Subscribe to the calendar above to hear first.</p>
        )}
      </section>
      {list.events !== null && terms !== null && (
        <section aria-labelledby="past" className="pt-10">
          <h2 id="past" className="text-2xl font-semibold text-ink">
            Past events
          </h2>
          {past.some((group) => group.events.length > 0) ? (
            <PastEvents groups={past} />
          ) : (
            <p className="mt-3 text-ink-muted">No past {which} this term or last.</p>
          )}
        </section>
      )}
    </div>
  );
}

/** Where the cards will be, while they load; without JavaScript, the way to the calendar instead. */
function Placeholders() {
  return (
    <>
      <p className="sr-only">Loading the events…</p>
      <CalendarFallback />
      <div aria-hidden="true" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {[0, 1].map((n) => (
          <div key={n} className="h-56 motion-safe:animate-pulse rounded-xl border border-line bg-surface-muted" />
        ))}
      </div>
    </>
  );
}

/** Past events (latest first) under this term and the one before; all of them, ungrouped, when the chapter has no terms yet. */
function pastGroups(past: readonly ChapterEventView[], terms: readonly Term[], now: number): PastGroup[] {
  const recent = recentTerms(terms, now);
  if (terms.length === 0) return [{ id: "recent", label: null, events: past }];
  return recent.map((term) => ({ id: term.id, label: term.name, events: past.filter((event) => inTerm(term, event.startsAt)) }));
}
