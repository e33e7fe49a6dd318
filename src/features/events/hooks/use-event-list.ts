import { useEffect, useState } from "react";
import type { ChapterEventView } from "~/shared/events";
import { readEvents } from "~/lib/public-api/events";
import { eventListPath } from "../api/list-events";

export type EventList = {
  /** Null until loaded. */
  events: ChapterEventView[] | null;
  failed: boolean;
  /** When the list was asked for: what "upcoming" is measured against. */
  now: number;
};

/**
 * The site's events list (api/list-events.ts), read once the page is in the browser. On a page the
 * Worker wrote the visitors' list into (/events, decision 087), `embedded` takes it
 * (src/lib/public-api/event-page-data.ts; passed in, so a page without one does not load the
 * reader), and unless `personal` the view asks the API nothing; otherwise one request: a member's
 * answer carries their own RSVPs. `personal` is null while it is not known who is looking (nothing
 * is read yet).
 * `setList` lets a page put in what changed (an RSVP) without asking again.
 */
export function useEventList(personal: boolean | null = false, embedded?: () => { events: ChapterEventView[] } | undefined) {
  const [list, setList] = useState<EventList>({ events: null, failed: false, now: 0 });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    if (personal === null) return;
    const now = new Date();
    // Taken whoever is looking, so a later visit (a click back) asks the API rather than show an old copy.
    const written = embedded?.();
    if (written && !personal) {
      setList({ events: written.events, failed: false, now: now.getTime() });
      return;
    }
    const controller = new AbortController();
    setList((current) => ({ ...current, failed: false }));
    readEvents(eventListPath(now), controller.signal)
      .then(({ events }) => setList({ events, failed: false, now: now.getTime() }))
      .catch(() => controller.signal.aborted || setList((current) => ({ ...current, failed: true })));
    return () => controller.abort();
  }, [attempt, personal, embedded]);

  return { ...list, setList, retry: () => setAttempt((n) => n + 1) };
}
