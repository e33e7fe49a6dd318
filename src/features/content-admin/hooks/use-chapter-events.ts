import { useCallback } from "react";
import { MANAGED_EVENTS_PATH, readEvents } from "~/lib/public-api/events";
import { useLoaded } from "~/lib/use-loaded";
import type { ChapterEventView } from "~/shared/events";

/** The chapter's events for a form's event picker: null while they load (or when not `wanted`), and whether reading them failed. */
export type ChapterEvents = { list: ChapterEventView[] | null; failed: boolean };

/** Reads the events as officers manage them (the one reader of GET /api/events) when a form that links to one opens. */
export function useChapterEvents(wanted: boolean): ChapterEvents {
  const { data, failure } = useLoaded(
    useCallback(async (signal?: AbortSignal) => (wanted ? (await readEvents(MANAGED_EVENTS_PATH, signal)).events : null), [wanted]),
  );
  return { list: data, failed: failure !== null };
}
