import { useEffect, useState } from "react";
import { MANAGED_EVENTS_PATH, readEvents } from "~/lib/public-api/events";
import type { ChapterEventView } from "~/shared/events";

/** The chapter's events for a form's event picker: null while they load (or when not `wanted`), and whether reading them failed. */
export type ChapterEvents = { list: ChapterEventView[] | null; failed: boolean };

/** Reads the events as officers manage them (the one reader of GET /api/events) when a form that links to one opens. */
export function useChapterEvents(wanted: boolean): ChapterEvents {
  const [state, setState] = useState<ChapterEvents>({ list: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    readEvents(MANAGED_EVENTS_PATH, controller.signal).then(
      ({ events }) => setState({ list: events, failed: false }),
      () => controller.signal.aborted || setState({ list: null, failed: true }),
    );
    return () => controller.abort();
  }, [wanted]);
  return state;
}
