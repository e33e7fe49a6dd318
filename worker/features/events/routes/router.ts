import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { eventRoutes } from "./events";
import { calendarFeedRoutes } from "./calendar-feed";
import { rsvpLinkRoutes } from "./rsvp-links";
import { eventPageRoutes } from "./event-pages";

/**
 * The events feature's whole URL space, mounted once by app.ts: Events and RSVPs, the calendar feeds, the RSVP links in mails, and the event pages and .ics files.
 */
export const eventsRouter = new Hono<AppEnv>()
  .route("/api/events", eventRoutes)
  .route("/api/calendar", calendarFeedRoutes)
  .route("/api/rsvp-links", rsvpLinkRoutes)
  .route("/", eventPageRoutes);
