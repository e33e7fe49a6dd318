import { Hono } from "../../../http/hono";
import {
  attendanceListQuerySchema,
  attendanceRemovalParamSchema,
  checkinClaimRequestSchema,
  checkinRequestSchema,
  manualCheckinRequestSchema,
} from "../../../../src/shared/attendance";
import { eventIdParamSchema } from "../../../../src/shared/events";
import type { AppEnv } from "../../../app-env";
import { servePage } from "../../../http/asset-page";
import { csvDownload, wantsCsv } from "../../../http/csv-download";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validParam, validQuery } from "../../../middleware/validate";
import { attendanceCsv, checkInMember, listAttendance, removeAttendance } from "../services/attendance";
import { checkIn, checkinDisplay, issueClaim, replaceCheckinSecret } from "../services/checkin";
import { plural } from "../../../../src/shared/plural";

function checkedInMessage(title: string, points: number, termPoints: number | null, already: boolean) {
  if (already) return `You were already checked in to ${title}.`;
  const term = termPoints === null ? "" : ` (${termPoints} this term)`;
  return `You're checked in to ${title} — +${plural(points, "point")}${term}.`;
}

/**
 * /api/events/{id}/…: check-in (docs/decisions/025-check-in-codes.md) and
 * attendance. Mounted beside the events' own routes.
 */
export const checkinRoutes = new Hono<AppEnv>()
  .get("/:id/checkin-display", loadSession(), requireRole("officer"), validParam(eventIdParamSchema), async (c) => {
    return ok(c, await checkinDisplay(c.var.services, c.req.valid("param").id));
  })
  .post("/:id/checkin-secret", loadSession(), requireRole("officer"), validParam(eventIdParamSchema), async (c) => {
    return ok(c, await replaceCheckinSecret(c.var.services, c.req.valid("param").id), {
      message: "New check-in codes: the codes shown until now no longer work.",
    });
  })
  .post("/:id/checkin-claim", ...validJson(checkinClaimRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const claim = await issueClaim(c.var.services, c.req.valid("param").id, c.req.valid("json").code, c.req.header("CF-Connecting-IP"));
    return ok(c, claim, { message: `Sign in or sign up within 30 minutes to check in to ${claim.event.title}.` });
  })
  .post("/:id/checkin", loadSession(), requireRole("member"), ...validJson(checkinRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { result, created } = await checkIn(c.var.services, authOf(c).user.id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, result, {
      status: created ? 201 : 200,
      message: checkedInMessage(result.event.title, result.points, result.termPoints, !created),
    });
  })
  .post("/:id/attendance", loadSession(), requireRole("officer"), ...validJson(manualCheckinRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { result, created } = await checkInMember(c.var.services, authOf(c).user.id, c.req.valid("param").id, c.req.valid("json").user);
    return ok(c, result, {
      status: created ? 201 : 200,
      message: created ? `Checked in: +${plural(result.points, "point")}.` : "This member was already checked in.",
    });
  })
  .delete("/:id/attendance/:userId", loadSession(), requireRole("officer"), validParam(attendanceRemovalParamSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    const removal = await removeAttendance(c.var.services, authOf(c).user.id, id, userId);
    return ok(c, removal, {
      message: removal.removed ? `Attendance removed; ${plural(-removal.pointsReversed, "point")} taken back.` : "This member was not checked in.",
    });
  })
  .get("/:id/attendance", loadSession(), requireRole("officer"), validQuery(attendanceListQuerySchema), validParam(eventIdParamSchema), async (c) => {
    const { event, lines, counts } = await listAttendance(c.var.services, c.req.valid("param").id);
    if (wantsCsv(c, c.req.valid("query").format)) return csvDownload(c, attendanceCsv(lines), `${event.slug}-attendance.csv`);
    return ok(c, lines, { meta: counts });
  });

/** An event's check-in display, for the room's screen: the SPA shell for any id (an officers' page, whose API calls are the lock). */
export const checkinPageRoutes = new Hono<AppEnv>().get("/profile/admin/events/:id/check-in", (c) => servePage(c.env, c.req.url, "/__spa-fallback", 200));
