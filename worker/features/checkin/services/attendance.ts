import type { AttendanceCounts, AttendanceLine, AttendanceRemoval, CheckinResult } from "../../../../src/shared/attendance";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import {
  attendanceListQuery,
  awardAttendanceQuery,
  checkinStateQuery,
  clearAttendanceQuery,
  deleteWalkInQuery,
  markAttendedQuery,
  reverseAwardQuery,
  windowOpened,
  type CheckinWrite,
} from "../db/attendance";
import { promoteWaitlistQuery } from "../../events/db/event-rsvps";
import { eventByIdQuery } from "../../events/db/events";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { csv } from "../../../../src/shared/csv";
import { afterCheckinWrites, checkinClosed, checkinResult } from "./checkin-results";
import type { ServiceContext } from "../../../services/context";
import { eventNotFound } from "../../events/services/event-errors";
import { plural } from "../../../../src/shared/plural";

/** Officers' side of attendance: checking a member in by hand, removing an attendance, the list. */

const noSuchMember = (field: string) =>
  new ApiError("NOT_FOUND", "No member has that username or e-mail address.", {}, { [field]: "No member has that username or e-mail address." });

/**
 * POST /api/events/{id}/attendance: checks a member in by username, e-mail
 * or id — during the event or after it ("I forgot to check in"), not before
 * its window opens — in the same one batch as a member's own check-in
 * (method `manual`, the officer as actor). Idempotent.
 */
export async function checkInMember(
  ctx: ServiceContext,
  officerId: string,
  eventId: string,
  login: string,
): Promise<{ result: CheckinResult; created: boolean }> {
  const at = now();
  const write: CheckinWrite = { eventId, attendee: { login }, at, method: "manual", officerId, guard: windowOpened(at) };
  const [promoted, marked, , states] = await ctx.db.batch([
    promoteWaitlistQuery(ctx.db, eventId, at),
    markAttendedQuery(ctx.db, write),
    awardAttendanceQuery(ctx.db, write, "Checked in by an officer"),
    checkinStateQuery(ctx.db, eventId, write.attendee),
  ]);
  const state = states[0];
  if (!state) throw eventNotFound();
  if (state.userId === null) throw noSuchMember("user");
  await afterCheckinWrites(
    ctx,
    eventId,
    marked.some((row) => row.walkIn === 1),
    promoted,
  );
  if (state.attendedAt === null) throw checkinClosed({ ...state, closesAt: Number.POSITIVE_INFINITY }, at);
  return { result: checkinResult(state, marked.length === 0), created: marked.length > 0 };
}

/**
 * DELETE /api/events/{id}/attendance/{userId}, in one batch: the attendance
 * goes (a walk-in's row with it; an RSVP stays), its points are reversed by
 * a `reversal` row in the same term, the waitlist moves up into a place a
 * walk-in freed, and the state is read. Refused with POINTS_BELOW_ZERO when
 * the member no longer has the points to give back (an adjustment took them
 * already). Idempotent: removing what is not there changes nothing.
 */
export async function removeAttendance(ctx: ServiceContext, officerId: string, eventId: string, userId: string): Promise<AttendanceRemoval> {
  const at = now();
  const [deleted, cleared, reversed, promoted, states] = await ctx.db.batch([
    deleteWalkInQuery(ctx.db, eventId, userId),
    clearAttendanceQuery(ctx.db, eventId, userId, at),
    reverseAwardQuery(ctx.db, eventId, userId, officerId, "Attendance removed by an officer", at),
    promoteWaitlistQuery(ctx.db, eventId, at),
    checkinStateQuery(ctx.db, eventId, { id: userId }),
  ]);
  const state = states[0];
  if (!state) throw eventNotFound();
  if (state.userId === null) throw new ApiError("NOT_FOUND", "No such member.");
  await afterCheckinWrites(ctx, eventId, deleted.length > 0, promoted);
  const removed = deleted.length + cleared.length > 0;
  if (!removed && state.attendedAt !== null) {
    throw new ApiError(
      "POINTS_BELOW_ZERO",
      `Removing this attendance would take back ${plural(state.award ?? 0, "point")}, but the member has ${state.totalPoints ?? 0} now (an adjustment took some already). Add them back with an adjustment first, or leave the attendance.`,
    );
  }
  return { eventId, userId, removed, pointsReversed: reversed[0]?.delta ?? 0, totalPoints: state.totalPoints ?? 0 };
}

/** GET /api/events/{id}/attendance: the event and everyone who RSVPed or checked in, with the counts. */
export async function listAttendance(ctx: ServiceContext, eventId: string) {
  const [events, rows] = await ctx.db.batch([eventByIdQuery(ctx.db, eventId), attendanceListQuery(ctx.db, eventId)]);
  const event = events[0];
  if (!event) throw eventNotFound();
  const lines: AttendanceLine[] = rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    rsvpStatus: row.status,
    walkIn: row.walkIn === 1,
    checkedInAt: row.attendedAt === null ? null : formatUtcInstant(row.attendedAt),
    method: row.method,
  }));
  return { event, lines, counts: countAttendance(lines) };
}

export function countAttendance(lines: readonly AttendanceLine[]): AttendanceCounts {
  const rsvped = lines.filter((line) => !line.walkIn);
  const checkedIn = lines.filter((line) => line.checkedInAt !== null);
  return {
    rsvps: rsvped.length,
    going: rsvped.filter((line) => line.rsvpStatus === "going").length,
    waitlist: rsvped.filter((line) => line.rsvpStatus === "waitlist").length,
    checkedIn: checkedIn.length,
    rsvpedAndCheckedIn: checkedIn.filter((line) => !line.walkIn).length,
    walkIns: checkedIn.filter((line) => line.walkIn).length,
    noShows: rsvped.filter((line) => line.rsvpStatus === "going" && line.checkedInAt === null).length,
  };
}

/** The attendance list as a spreadsheet (the CSV writer neutralises formula-like cells). */
export function attendanceCsv(lines: readonly AttendanceLine[]): string {
  return csv(
    ["checked_in_at_utc", "method", "rsvp", "username", "first_name", "last_name", "email"],
    lines.map((line) => [line.checkedInAt, line.method, line.walkIn ? "walk-in" : line.rsvpStatus, line.username, line.firstName, line.lastName, line.email]),
  );
}
