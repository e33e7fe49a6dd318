import { useCallback } from "react";
import type { ChapterEventView } from "~/shared/events";
import { readEvents } from "~/lib/public-api/events";
import { useLoaded } from "~/lib/use-loaded";
import { eventListPath } from "../api/list-events";

export type EventList = {
  /** Null until loaded. */
  events: ChapterEventView[] | null;
  failed: boolean;
  /** When the list was asked for: what "upcoming" is measured against. */
  now: number;
};

type Read = { events: ChapterEventView[]; now: number };

const readList = async (signal: AbortSignal): Promise<Read> => {
  const now = new Date();
  const { events } = await readEvents(eventListPath(now), signal);
  return { events, now: now.getTime() };
};

/**
 * The site's events list (api/list-events.ts), read once the page is in the browser: what
 * `embedded` takes from the page, where the Worker wrote the visitors' list into it (/events,
 * decision 087: src/lib/public-api/event-page-data.ts, passed in so that a page without one does
 * not load the reader, and left out for a member, whose list carries their RSVPs), and otherwise
 * one request.
 * `setEvents` lets a page put in what changed (an RSVP) without asking again.
 */
export function useEventList(embedded?: () => { events: ChapterEventView[] } | undefined) {
  const held = useCallback((): Read | undefined => {
    const written = embedded?.();
    return written && { events: written.events, now: Date.now() };
  }, [embedded]);
  const { data, failure, loading, reload, setData } = useLoaded(readList, { held });
  const setEvents = useCallback(
    (update: (events: ChapterEventView[]) => ChapterEventView[]) => setData((current) => current && { ...current, events: update(current.events) }),
    [setData],
  );
  const list: EventList = { events: data?.events ?? null, failed: failure !== null && !loading, now: data?.now ?? 0 };
  return { ...list, setEvents, retry: () => void reload() };
}
