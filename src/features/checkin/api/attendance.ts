import { apiRequest } from "~/lib/api-client";
import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { attendanceCountsSchema, attendanceListSchema, attendanceRemovalSchema, checkinResultSchema, type ManualCheckinRequest } from "~/shared/attendance";

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/attendance`;

/** GET /api/events/{id}/attendance (officers): everyone who RSVPed or checked in, with the RSVP-vs-attended counts. */
export async function listAttendance(eventId: string, signal?: AbortSignal) {
  const { data, meta } = await apiRequest(base(eventId), attendanceListSchema, { signal });
  const counts = attendanceCountsSchema.safeParse(meta);
  if (!counts.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { lines: data, counts: counts.data };
}

/** POST /api/events/{id}/attendance (officers): checks a member in by username, e-mail or id. */
export function checkInMember(eventId: string, body: ManualCheckinRequest) {
  return apiRequest(base(eventId), checkinResultSchema, { method: "POST", body });
}

/** DELETE /api/events/{id}/attendance/{userId} (officers): the attendance goes and its points are reversed. */
export function removeAttendance(eventId: string, userId: string) {
  return apiRequest(`${base(eventId)}/${encodeURIComponent(userId)}`, attendanceRemovalSchema, { method: "DELETE" });
}

/** The list as a CSV download (a link: the browser sends the session cookie). */
export const attendanceCsvPath = (eventId: string) => `${base(eventId)}?format=csv`;
