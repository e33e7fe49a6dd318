import { useState } from "react";
import type { ChapterEventView } from "~/shared/events";
import type { RsvpOutcome } from "../lib/rsvp-actions";

/**
 * A member's RSVP to one event: `change(true)` to RSVP (or join the
 * waitlist), `change(false)` to cancel it or leave the waitlist (the
 * buttons ask first: components/leave-rsvp.tsx). The event
 * as the server answers is handed to `onChange`; `busy` while a call runs.
 */
export function useRsvp(event: ChapterEventView, onChange: (outcome: RsvpOutcome) => void) {
  const [busy, setBusy] = useState(false);
  async function change(join: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      // A page whose files a newer release replaced cannot load the call: nothing changes, the button comes back.
      const actions = await import("../lib/rsvp-actions").catch(() => undefined);
      const outcome = await actions?.changeRsvp(event, join);
      if (outcome) onChange(outcome);
    } finally {
      setBusy(false);
    }
  }
  return { busy, change };
}
