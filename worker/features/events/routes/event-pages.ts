import type { Context } from "hono";
import { Hono } from "../../../http/hono";
import { eventFileParamSchema, eventPath, eventRefParamSchema, feedFileParamSchema } from "../../../../src/shared/events";
import type { AppEnv } from "../../../app-env";
import { fetchPage, missingPage, pageResponse, servePage } from "../../../http/asset-page";
import { eventFile, personalFeed, publicFeed } from "../services/calendar-feeds";
import type { CachedBody } from "../services/event-caches";
import { EVENT_SHELL_PATHS, eventForPage, renderEventPage } from "../services/event-pages";
import { matchesTag } from "../services/event-views";
import { validParam } from "../../../middleware/validate";

/** A calendar answer: text/calendar with an ETag, 304 when the client has it already. */
function calendarResponse(c: Context<AppEnv>, feed: CachedBody, cacheControl: string, filename?: string): Response {
  const headers: Record<string, string> = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": cacheControl,
    ETag: feed.etag,
    "X-Content-Type-Options": "nosniff",
    ...(filename ? { "Content-Disposition": `attachment; filename="${filename}"` } : {}),
  };
  if (matchesTag(c.req.header("If-None-Match"), feed.etag)) return new Response(null, { status: 304, headers });
  return new Response(feed.body, { status: 200, headers });
}

const noCalendar = () =>
  new Response("No such calendar.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * Events outside /api, served by the Worker: calendar feeds (/calendar.ics,
 * /calendar/{token}.ics), one event's calendar file (/events/{slug}.ics) and
 * each event's page (/events/{slug}, in `run_worker_first`).
 */
export const eventPageRoutes = new Hono<AppEnv>()
  .get("/calendar.ics", async (c) => calendarResponse(c, await publicFeed(c.var.services), "public, max-age=900"))
  .get("/calendar/:file{[^/]+\\.ics}", validParam(feedFileParamSchema, noCalendar), async (c) => {
    const { file: token } = c.req.valid("param");
    const feed = await personalFeed(c.var.services, token);
    // The address is the member's secret: no shared cache may keep it.
    return feed ? calendarResponse(c, feed, "private, max-age=900") : noCalendar();
  })
  .get("/events/", (c) => c.redirect("/events", 301))
  .get("/events/:file{[a-z0-9-]+\\.ics}", validParam(eventFileParamSchema, noCalendar), async (c) => {
    const { file: slug } = c.req.valid("param");
    const file = await eventFile(c.var.services, slug);
    return file ? calendarResponse(c, file, "public, max-age=900", `${slug}.ics`) : noCalendar();
  })
  .get(
    "/events/:idOrSlug",
    validParam(eventRefParamSchema, (c) => servePage(c.env, c.req.url, "/404", 404)),
    async (c) => {
      const { idOrSlug } = c.req.valid("param");
      const page = await eventForPage(c.var.services, idOrSlug);
      if (!page) return servePage(c.env, c.req.url, "/404", 404);
      // An id (or an old spelling) works too, but the slug is the page's one address.
      if (idOrSlug !== page.event.slug) return c.redirect(eventPath(page.event.slug), 301);
      for (const path of EVENT_SHELL_PATHS) {
        const shell = await fetchPage(c.env, c.req.url, path);
        if (shell) return renderEventPage(pageResponse(shell, 200), page, c.var.services.pageUrl(""));
      }
      return missingPage(200);
    },
  );
