import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { dangerButton, textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { usePendingAction } from "~/lib/use-pending-action";
import { readRsvpLink } from "~/lib/public-api/rsvp-link";
import { eventPath } from "~/shared/event-links";
import type { RsvpResult } from "~/shared/events";
import { EventWhen } from "./event-when";

/**
 * Where a mail's "cancel your RSVP" link lands (`/rsvp/cancel?token=`): it
 * shows the event and the RSVP, and cancels only when the member presses the
 * button (a POST). Opening the link changes nothing, so a mail scanner that
 * follows links, or the page before its scripts run, cancels nothing.
 */
export function RsvpLinkCancel() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  // The prerendered page has no token (it is in the address, read in the browser): the first render is "Loading…" either way.
  const read = useCallback(
    (signal: AbortSignal) =>
      token ? readRsvpLink(token, signal) : Promise.reject(new Error("This link is incomplete. Open the event on the site to change your RSVP.")),
    [token],
  );
  const { data: state, failure, setData: setState } = useLoaded<RsvpResult>(read);
  const [cancelled, setCancelled] = useState(false);
  const { busy, run } = usePendingAction();

  const onCancel = () =>
    run(async () => {
      // The API client and the contract's schema load on the press: the page's first load is the reader's alone.
      const { cancelRsvpByLink } = await import("../api/cancel-rsvp-by-link");
      const { data, message } = await cancelRsvpByLink(token);
      setState(data);
      setCancelled(true);
      toast.success(message ?? "Your RSVP is cancelled.");
    });

  if (failure) return <FormAlert>{failure}</FormAlert>;
  if (!state) return <p className="text-ink-muted">Loading…</p>;
  const { event } = state;
  const eventLink = (
    <Link to={eventPath(event.slug)} className={textLink}>
      {event.title}
    </Link>
  );
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{eventLink}</h2>
        <p className="text-ink-muted">
          <EventWhen event={event} /> · {event.location}
        </p>
      </div>
      {cancelled ? (
        <p role="status" className="text-ink">
          Your RSVP is cancelled, and your place goes to the next person. Changed your mind? RSVP again on the event's page while places last.
        </p>
      ) : state.status === null ? (
        <p className="text-ink">This RSVP is already cancelled. To come after all, RSVP again on the event's page.</p>
      ) : (
        <>
          <p className="text-ink">
            {state.status === "going" ? "You're going." : `You're number ${state.waitlistPosition ?? "?"} on the waitlist.`} Can't come after all? Cancel, so
            someone else gets the place.
          </p>
          <button type="button" className={dangerButton} disabled={busy} onClick={() => void onCancel()}>
            {busy ? "Cancelling…" : "Cancel my RSVP"}
          </button>
        </>
      )}
    </div>
  );
}
