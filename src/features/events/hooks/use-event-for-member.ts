import { useEffect, useState } from "react";
import type { ChapterEventView } from "~/shared/events";
import { getEvent } from "~/lib/public-api/event";

/**
 * The event as the page was given it (a visitor's view, written into the page
 * by the Worker), and once the viewer is known to be signed in, their own
 * view with their RSVP: one request, for members only.
 */
export function useEventForMember(initial: ChapterEventView, signedIn: boolean | null) {
  const [event, setEvent] = useState(initial);
  const needsOwn = signedIn === true && event.myRsvp === undefined;

  useEffect(() => {
    if (!needsOwn) return;
    const controller = new AbortController();
    getEvent(initial.slug, controller.signal)
      .then((own) => own && setEvent(own))
      // The visitor's view stays: RSVPing still works and answers with the member's state.
      .catch(() => undefined);
    return () => controller.abort();
  }, [needsOwn, initial.slug]);

  useEffect(() => {
    if (signedIn === false) setEvent((current) => (current.myRsvp === undefined ? current : { ...current, myRsvp: undefined }));
  }, [signedIn]);

  return [event, setEvent] as const;
}
