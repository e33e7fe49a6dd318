import { useCallback, useMemo } from "react";
import type { ChapterEventView } from "~/shared/events";
import { getEvent } from "~/lib/public-api/event";
import { useLoaded } from "~/lib/use-loaded";

/**
 * The event as the page was given it (a visitor's view, written into the page
 * by the Worker), and once the viewer is known to be signed in, their own
 * view with their RSVP: one request, for members only. Signed out on the
 * page, the member's RSVP goes from it without asking again.
 */
export function useEventForMember(initial: ChapterEventView, signedIn: boolean | null) {
  // The visitor's view stays when the member's cannot be read: RSVPing still works and answers with the member's state.
  const { slug } = initial;
  const read = useCallback((signal: AbortSignal) => getEvent(slug, signal), [slug]);
  const { data: own, setData } = useLoaded(signedIn === true ? read : null);
  const event = useMemo(() => {
    if (!own || own.slug !== initial.slug) return initial;
    return signedIn === false && own.myRsvp !== undefined ? { ...own, myRsvp: undefined } : own;
  }, [own, initial, signedIn]);
  const setEvent = useCallback((next: ChapterEventView) => setData(next), [setData]);
  return [event, setEvent] as const;
}
