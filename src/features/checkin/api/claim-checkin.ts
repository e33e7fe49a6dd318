import { apiData } from "~/lib/api-client";
import { checkinClaimSchema, type CheckinClaimRequest } from "~/shared/attendance";

/** POST /api/events/{id}/checkin-claim (anyone): trades the code for a 30-minute claim, recording nothing. */
export function claimCheckin(eventId: string, body: CheckinClaimRequest) {
  return apiData(`/api/events/${encodeURIComponent(eventId)}/checkin-claim`, checkinClaimSchema, { method: "POST", body });
}
