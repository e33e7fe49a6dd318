import type { RsvpResult } from "~/shared/events";
import { envelopeOf, get, isRecord } from "./envelope";
import { isEventView } from "./events";

/** An RSVP as GET /api/rsvp-links/{token} answers it, every field checked (no zod: the page's first load carries this). */
function isRsvpResult(value: unknown): value is RsvpResult {
  return (
    isRecord(value) &&
    (value.status === null || value.status === "going" || value.status === "waitlist") &&
    typeof value.checkedIn === "boolean" &&
    (value.waitlistPosition === null || Number.isInteger(value.waitlistPosition)) &&
    isEventView(value.event)
  );
}

/**
 * GET /api/rsvp-links/{token} (no session: the signed link is the authority): the RSVP a mail's
 * cancel link names, and its event. Read when the link's page opens, so it is one of the public
 * readers (decision 005's first-load budget); the cancel itself loads its code on the press.
 */
export async function readRsvpLink(token: string, signal?: AbortSignal): Promise<RsvpResult> {
  return (await envelopeOf(await get(`/api/rsvp-links/${encodeURIComponent(token)}`, signal), isRsvpResult)).data;
}
