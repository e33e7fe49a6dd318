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
 * The site's events list (api/list-events.ts), fetched once the page is in
 * the browser: one request per view, whoever is looking. `setList` lets a
 * page put in what changed (an RSVP) without asking again.
 */
export function useEventList() {
  const [list, setList] = useState<EventList>({ events: null, failed: false, now: 0 });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    const controller = new AbortController();
    const now = new Date();
    setList((current) => ({ ...current, failed: false }));
    readEvents(eventListPath(now), controller.signal)
      .then(({ events }) => setList({ events, failed: false, now: now.getTime() }))
      .catch(() => controller.signal.aborted || setList((current) => ({ ...current, failed: true })));
    return () => controller.abort();
  }, [attempt]);

  return { ...list, setList, retry: () => setAttempt((n) => n + 1) };
}
