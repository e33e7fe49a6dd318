import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { createFeed, deleteFeed, feedStatus, setFeedAlarms } from "../services/calendar-feeds";
import { validJson } from "../../../middleware/validate";
import { calendarAlarmsRequestSchema } from "../../../../src/shared/calendar-alarms";

/** /api/calendar/feed: the signed-in member's personal calendar feed (their RSVPs). */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get("/feed", loadSession(), requireUser(), async (c) => {
    return ok(c, await feedStatus(c.var.services, authOf(c).user.id));
  })
  .post("/feed", loadSession(), requireUser(), async (c) => {
    const feed = await createFeed(c.var.services, authOf(c).user.id);
    return ok(c, feed, {
      status: 201,
      message: "Your personal calendar address. Copy it now: it is shown only once, and any earlier address has stopped working.",
    });
  })
  .put("/feed/alarms", loadSession(), requireUser(), ...validJson(calendarAlarmsRequestSchema), async (c) => {
    return ok(c, await setFeedAlarms(c.var.services, authOf(c).user.id, c.req.valid("json").alarms), {
      message: "Saved: your calendar reminds you as you chose.",
    });
  })
  .delete("/feed", loadSession(), requireUser(), async (c) => {
    return ok(c, await deleteFeed(c.var.services, authOf(c).user.id), { message: "Your personal calendar address no longer works." });
  });
