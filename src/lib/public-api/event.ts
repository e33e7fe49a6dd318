import type { ChapterEventView } from "~/shared/events";
import { envelopeOf, get } from "./envelope";
import { isEventView } from "./events";

/** GET /api/events/{idOrSlug} (anyone; a member's answer carries `myRsvp` and `myCheckedInAt`): undefined when there is no such event. */
export async function getEvent(idOrSlug: string, signal?: AbortSignal): Promise<ChapterEventView | undefined> {
  const response = await get(`/api/events/${encodeURIComponent(idOrSlug)}`, signal);
  if (response.status === 404) return undefined;
  return (await envelopeOf(response, isEventView)).data;
}
