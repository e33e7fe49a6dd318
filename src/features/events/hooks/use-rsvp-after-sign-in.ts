import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { ChapterEventView } from "~/shared/events";
import type { RsvpOutcome } from "../lib/rsvp-actions";
import { rsvpState } from "../lib/rsvp-state";

/**
 * "Log in to RSVP" brings the member back with `?rsvp=<slug>`: once they are
 * signed in and the event is on the page, the RSVP is made (unless they
 * already had one), the card is brought into view and the parameter is
 * dropped, so Back or a reload does not RSVP again.
 */
export function useRsvpAfterSignIn(events: ChapterEventView[] | null, now: number, signedIn: boolean | null, onChange: (outcome: RsvpOutcome) => void) {
  const [params, setParams] = useSearchParams();
  const slug = params.get("rsvp");
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!slug || !events || signedIn !== true || done.current === slug) return;
    done.current = slug;
    const event = events.find((candidate) => candidate.slug === slug);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("rsvp");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (!event) return;
    const card = document.getElementById(event.slug);
    card?.scrollIntoView({ block: "center" });
    card?.querySelector("a")?.focus({ preventScroll: true });
    const state = rsvpState(event, now);
    if (state !== "open" && state !== "full") return;
    void import("../lib/rsvp-actions").then(async ({ changeRsvp }) => {
      const outcome = await changeRsvp(event, true);
      if (outcome) onChange(outcome);
    });
  }, [slug, events, now, signedIn, setParams, onChange]);
}
