import * as z from "zod/mini";
import "../../../../src/shared/zod-messages";
import { Hono } from "../../../http/hono";
import {
  cancelEventRequestSchema,
  createEventRequestSchema,
  eventIdParamSchema,
  eventRefParamSchema,
  listEventsQuerySchema,
  rsvpListQuerySchema,
  rsvpRemovalParamSchema,
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
import { cancelRsvp, listRsvps, removeRsvpOfMember, rsvpsCsv, rsvpToEvent } from "../services/rsvps";
import { noun, plural } from "../../../../src/shared/plural";
import { versionParamSchema } from "../../../../src/shared/item-history";
import { lazySchema } from "../../../../src/shared/lazy-schema";
import { eventHistory, restoreEventVersion } from "../services/event-history";

/** Members told of a change by mail: how many go at once, how many wait in the queue for the hourly job. */
type Told = { now: number; later: number };

/** How the members who RSVPed hear of a change, for the officer. */
function toldMessage(done: string, told: Told | undefined): string {
  const total = told ? told.now + told.later : 0;
  if (total === 0) return `${done} Nobody who RSVPed is e-mailed about it.`;
  const who = `${plural(total, "member")} who RSVPed ${noun(total, "is", "are")} being e-mailed.`;
  return told && told.later > 0
    ? `${done} ${who} ${told.later} of the mails wait for the next run of the mail queue (today's share of event mail is spent, or more than one request sends), and go out within the day's share.`
    : `${done} ${who}`;
}

/** What the answer's `meta` says of the mails: sent now, and waiting in the queue. */
const toldMeta = (told: Told | undefined) => ({ mailed: told?.now ?? 0, queued: told?.later ?? 0 });

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
    const input = c.req.valid("json");
    const { event, mailed, justCancelled } = await updateEvent(c.var.services, c.req.valid("param").id, input, authOf(c).user.id);
    // Saved without telling anyone (decision 121): calendars follow at their next refresh.
    if (input.notify === false) return ok(c, event, { message: "Saved without telling anyone; calendars update on their own.", meta: toldMeta(undefined) });
    if (!mailed) return ok(c, event, { message: "Saved." });
    return ok(c, event, { message: toldMessage(justCancelled ? "The event is cancelled." : "Saved.", mailed), meta: toldMeta(mailed) });
  })
  .post("/:id/cancel", loadSession(), requireRole("officer"), ...validOptionalJson(cancelEventRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { event, mailed } = await cancelEvent(c.var.services, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, event, {
      message: mailed ? toldMessage("The event is cancelled.", mailed) : "The event was already cancelled.",
      meta: toldMeta(mailed),
    });
  })
  // An event's history and undo (decision 130): officers and admins only.
  .get("/:id/history", loadSession(), requireRole("officer"), validParam(eventIdParamSchema), async (c) => {
    c.header("Cache-Control", "private, no-store");
    return ok(c, await eventHistory(c.var.services, c.req.valid("param").id));
  })
  .post(
    "/:id/history/:versionId/restore",
    loadSession(),
    requireRole("officer"),
    validParam(lazySchema(() => z.extend(eventIdParamSchema, versionParamSchema.shape))),
    async (c) => {
      const { id, versionId } = c.req.valid("param");
      const { event, mailed } = await restoreEventVersion(c.var.services, id, versionId, authOf(c).user.id);
      const done = "Restored that version: it is saved as the event now, and the version it replaced is in the history.";
      return ok(c, event, { message: mailed ? toldMessage(done, mailed) : done, meta: toldMeta(mailed) });
    },
  )
  .delete("/:id", loadSession(), requireRole("officer"), validParam(eventIdParamSchema), async (c) => {
    return ok(c, await deleteEvent(c.var.services, c.req.valid("param").id), { message: "Event deleted." });
  })
  .put("/:id/rsvp", loadSession(), requireRole("member"), ...validOptionalJson(rsvpRequestSchema), validParam(eventIdParamSchema), async (c) => {
    const { user } = authOf(c);
    const { result, created } = await rsvpToEvent(c.var.services, user, c.req.valid("param").id);
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
  })
  .delete("/:id/rsvps/:userId", loadSession(), requireRole("officer"), validParam(rsvpRemovalParamSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    const removal = await removeRsvpOfMember(c.var.services, id, userId);
    const what = removal.status === "going" ? "RSVP removed" : "Taken off the waitlist";
    const moved = removal.promoted > 0 ? ` ${plural(removal.promoted, "member")} moved up from the waitlist.` : "";
    return ok(c, removal, { message: `${what}; the member is told by e-mail unless they turned RSVP confirmations off.${moved}` });
  });
