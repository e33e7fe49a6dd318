import { Hono } from "hono";
import {
  cancelEventRequestSchema,
  createEventRequestSchema,
  eventIdParamSchema,
  eventRefParamSchema,
  listEventsQuerySchema,
  rsvpListQuerySchema,
  rsvpRequestSchema,
  updateEventRequestSchema,
} from "../../../../src/shared/events";
import type { AppEnv } from "../../../app-env";
import { ApiError } from "../../../http/api-error";
import { csvDownload, wantsCsv } from "../../../http/csv-download";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validOptionalJson, validParam, validQuery } from "../../../middleware/validate";
import { matchesTag } from "../services/event-views";
import { cancelEvent, createEvent, deleteEvent, getEvent, listEventsForMember, listEventsForVisitor, updateEvent } from "../services/events";
import { cancelRsvp, listRsvps, rsvpsCsv, rsvpToEvent } from "../services/rsvps";
import { noun, plural } from "../../../../src/shared/plural";

/** How many members were e-mailed about a cancellation, for the officer. */
function cancellationMessage(mailed: { mailed: number; notMailed: number } | undefined): string {
  if (!mailed) return "The event is cancelled.";
  if (mailed.mailed + mailed.notMailed === 0) return "The event is cancelled. Nobody had RSVPed, so nobody is e-mailed.";
  const told = `${plural(mailed.mailed, "member")} who RSVPed ${noun(mailed.mailed, "is", "are")} being e-mailed.`;
  return mailed.notMailed > 0
    ? `The event is cancelled. ${told} ${mailed.notMailed} more could not be e-mailed from one request: please tell them another way (the RSVP list has their addresses).`
    : `The event is cancelled. ${told}`;
}

/** /api/events: events and RSVPs. Officers and admins manage events; members RSVP; anyone reads. */
export const eventRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), validQuery(listEventsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    // Visitors' and members' answers differ on the same URL: caches must key on the cookie.
    c.header("Vary", "Cookie");
    if (c.var.auth) {
      const { data, meta } = await listEventsForMember(c.var.services, query, c.var.auth.user.id);
      return ok(c, data, { meta });
    }
    if (query.mine) throw new ApiError("UNAUTHENTICATED", "Sign in to see the events you RSVPed to.");
    const { body, etag } = await listEventsForVisitor(c.var.services, query);
    c.header("Cache-Control", "public, max-age=60");
    c.header("ETag", etag);
    if (matchesTag(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" });
  })
  .post("/", loadSession(), requireRole("officer"), ...validJson(createEventRequestSchema), async (c) => {
    const event = await createEvent(c.var.services, authOf(c), c.req.valid("json"));
    return ok(c, event, { status: 201, message: "Event created." });
  })
  .get("/:idOrSlug", loadSession(), validParam(eventRefParamSchema), async (c) => {
    return ok(c, await getEvent(c.var.services, c.req.valid("param").idOrSlug, c.var.auth?.user.id));
  })
  .patch("/:id", loadSession(), requireRole("officer"), ...validJson(updateEventRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { event, mailed } = await updateEvent(c.var.services, c.req.valid("param").id, c.req.valid("json"));
    return mailed ? ok(c, event, { message: cancellationMessage(mailed), meta: mailed }) : ok(c, event, { message: "Saved." });
  })
  .post("/:id/cancel", loadSession(), requireRole("officer"), ...validOptionalJson(cancelEventRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { event, mailed } = await cancelEvent(c.var.services, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, event, {
      message: mailed ? cancellationMessage(mailed) : "The event was already cancelled.",
      meta: mailed ?? { mailed: 0, notMailed: 0 },
    });
  })
  .delete("/:id", loadSession(), requireRole("officer"), validParam(eventIdParamSchema), async (c) => {
    return ok(c, await deleteEvent(c.var.services, c.req.valid("param").id), { message: "Event deleted." });
  })
  .put("/:id/rsvp", loadSession(), requireRole("member"), ...validOptionalJson(rsvpRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { result, created } = await rsvpToEvent(c.var.services, authOf(c).user.id, c.req.valid("param").id);
    const message = !created
      ? "You had already RSVPed."
      : result.status === "going"
        ? "You're going."
        : `The event is full: you're number ${result.waitlistPosition} on the waitlist. We'll e-mail you if a place opens up.`;
    return ok(c, result, { message });
  })
  .delete("/:id/rsvp", loadSession(), requireRole("member"), validParam(eventIdParamSchema), async (c) => {
    const { result, removed } = await cancelRsvp(c.var.services, authOf(c).user.id, c.req.valid("param").id);
    return ok(c, result, { message: removed ? "Your RSVP is cancelled." : "You had no RSVP for this event." });
  })
  .get("/:id/rsvps", loadSession(), requireRole("officer"), validQuery(rsvpListQuerySchema), validParam(eventIdParamSchema), async (c) => {
    const { event, rsvps } = await listRsvps(c.var.services, c.req.valid("param").id);
    if (wantsCsv(c, c.req.valid("query").format)) return csvDownload(c, rsvpsCsv(rsvps), `${event.slug}-rsvps.csv`);
    return ok(c, rsvps, { meta: { going: event.goingCount, waitlist: event.waitlistCount } });
  });
