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
 * The site's events list (api/list-events.ts), read once the page is in the browser: what
 * `embedded` takes from the page, where the Worker wrote the visitors' list into it (/events,
 * decision 087: src/lib/public-api/event-page-data.ts, passed in so that a page without one does
 * not load the reader, and left out for a member, whose list carries their RSVPs), and otherwise
 * one request.
 * `setList` lets a page put in what changed (an RSVP) without asking again.
 */
export function useEventList(embedded?: () => { events: ChapterEventView[] } | undefined) {
  const [list, setList] = useState<EventList>({ events: null, failed: false, now: 0 });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    const now = new Date();
    const written = embedded?.();
    if (written) {
      setList({ events: written.events, failed: false, now: now.getTime() });
      return;
    }
    const controller = new AbortController();
    setList((current) => ({ ...current, failed: false }));
    readEvents(eventListPath(now), controller.signal)
      .then(({ events }) => setList({ events, failed: false, now: now.getTime() }))
      .catch(() => controller.signal.aborted || setList((current) => ({ ...current, failed: true })));
    return () => controller.abort();
  }, [attempt, embedded]);

  return { ...list, setList, retry: () => setAttempt((n) => n + 1) };
}
