import { rememberLocalOrigin } from "./email/mailer";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env";
import { createDb } from "./db/client";
import { isOutboxEnabled } from "./email/mailer";
import { ApiError } from "./http/api-error";
import { errorBody, fail } from "./http/respond";
import { describeError } from "./lib/log-error";
import { isLocalDevServer } from "./lib/local-dev";
import { apiHeaders } from "./middleware/api-headers";
import { edgeCacheOptIn } from "./middleware/edge-cache-opt-in";
import { originGuard } from "./middleware/origin-guard";
import { MEDIA_UPLOAD_PATH } from "./features/media/middleware/media-upload";
import { RESUME_UPLOAD_PATH } from "./features/resume-book/middleware/resume-upload";
import { authRoutes } from "./features/auth/routes/auth";
import { formRoutes } from "./features/auth/routes/forms";
import { attendanceRoutes } from "./features/checkin/routes/attendance";
import { contactRoutes } from "./features/contact/routes/contact";
import { chatChannelRoutes } from "./features/chat/routes/chat-channels";
import { contentPageRoutes } from "./features/content/routes/content-pages";
import { contentRoutes } from "./features/content/routes/content";
import { devOutboxRoutes } from "./features/dev-outbox/routes/dev-outbox";
import { setupRoutes } from "./features/setup/routes/setup";
import { healthRoutes } from "./features/health/routes/health";
import { mediaFileRoutes } from "./features/media/routes/media-files";
import { mediaRoutes } from "./features/media/routes/media";
import { calendarFeedRoutes } from "./features/events/routes/calendar-feed";
import { eventPageRoutes } from "./features/events/routes/event-pages";
import { eventRoutes } from "./features/events/routes/events";
import { rsvpLinkRoutes } from "./features/events/routes/rsvp-links";
import { pageRoutes } from "./features/members/routes/pages";
import { userRoutes } from "./features/members/routes/users";
import { feedbackRoutes } from "./features/feedback/routes/event-feedback";
import { insightsRoutes } from "./features/insights/routes/insights";
import { mailingRoutes } from "./features/mailings/routes/mailings";
import { notificationSettingsRoutes, unsubscribeRoutes } from "./features/notifications/routes/notifications";
import { officerRoutes } from "./features/officers/routes/officers";
import { pushRoutes } from "./features/notifications/routes/push";
import { passkeyRoutes } from "./features/passkeys/routes/passkeys";
import { leaderboardRoutes, pointsRoutes, publicStandingRoutes, userPointsRoutes } from "./features/points/routes/points";
import { termRoutes } from "./features/points/routes/terms";
import { myResumeRoutes } from "./features/resume-book/routes/my-resume";
import { resumeBookRoutes } from "./features/resume-book/routes/resume-book";
import { sponsorAccessRoutes } from "./features/resume-book/routes/sponsor-access";
import { storageRoutes } from "./features/storage/routes/storage";
import { turnstileRoutes } from "./features/turnstile/routes/turnstile";
import { createServiceContext } from "./services/context";

export const MAX_BODY_BYTES = 64 * 1024;

/** `waitUntil` of the request, when the runtime gives one (Hono throws when it does not). */
function backgroundTasks(c: Context<AppEnv>) {
  try {
    const execution = c.executionCtx;
    return execution.waitUntil.bind(execution);
  } catch {
    return undefined;
  }
}

/** The edge cache of this Worker (Workers Caching), where the runtime has one: deployed with `[cache] enabled`, not locally. */
function edgeCacheOf(c: Context<AppEnv>): CacheContext | undefined {
  try {
    // Hono's type of the context predates the runtime's `cache`.
    return (c.executionCtx as Partial<Pick<ExecutionContext, "cache">>).cache;
  } catch {
    return undefined;
  }
}

/** The Worker's one Hono app: middleware order, routes, and the one error handler. */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use("*", async function services(c, next) {
    c.set("services", createServiceContext(c.env, createDb(c.env.DB), c.req.url, backgroundTasks(c), edgeCacheOf(c)));
    rememberLocalOrigin(c.env, c.req.url);
    await next();
  });
  app.use("*", edgeCacheOptIn());
  app.use("/api/*", apiHeaders(), originGuard());
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => fail(c, "PAYLOAD_TOO_LARGE", "The request body is larger than 64 KB."),
  });
  // Two bodies are files with their own limits: the résumé (a PDF, 2 MB: features/resume-book/routes/my-resume.ts)
  // and an image upload (WebP files, middleware/media-upload.ts).
  const ownLimit = (method: string, path: string) => (method === "PUT" && path === RESUME_UPLOAD_PATH) || (method === "POST" && path === MEDIA_UPLOAD_PATH);
  app.use("/api/*", (c, next) => (ownLimit(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));

  const api = new Hono<AppEnv>()
    .route("/auth", authRoutes)
    .route("/auth/passkeys", passkeyRoutes)
    .route("/users", userRoutes)
    .route("/users", userPointsRoutes)
    .route("/users", publicStandingRoutes)
    .route("/contact", contactRoutes)
    .route("/content", contentRoutes)
    .route("/chat-channels", chatChannelRoutes)
    .route("/turnstile", turnstileRoutes)
    .route("/forms", formRoutes)
    .route("/events", eventRoutes)
    .route("/events", attendanceRoutes)
    .route("/events", feedbackRoutes)
    .route("/terms", termRoutes)
    .route("/points", pointsRoutes)
    .route("/leaderboard", leaderboardRoutes)
    .route("/calendar", calendarFeedRoutes)
    .route("/me/resume", myResumeRoutes)
    .route("/me/notifications", notificationSettingsRoutes)
    .route("/me/push", pushRoutes)
    .route("/notifications", unsubscribeRoutes)
    .route("/mailings", mailingRoutes)
    .route("/insights", insightsRoutes)
    .route("/rsvp-links", rsvpLinkRoutes)
    .route("/resume-book", resumeBookRoutes)
    .route("/admin/health", healthRoutes)
    .route("/admin/storage", storageRoutes)
    .route("/setup", setupRoutes)
    .route("/media", mediaRoutes)
    .route("/officers", officerRoutes)
    .route("/", sponsorAccessRoutes);
  // Only on a local development server, with the outbox (decision 106): a deployed copy has no /api/dev, whatever its settings.
  api.use("/dev/*", async function devOnly(c, next) {
    if (!isLocalDevServer(c.env, c.req.url) || !isOutboxEnabled(c.env)) return fail(c, "NOT_FOUND", "No such endpoint.");
    await next();
  });
  api.route("/dev", devOutboxRoutes);
  api.all("*", (c) => fail(c, "NOT_FOUND", "No such endpoint."));

  app.route("/api", api);
  app.route("/", mediaFileRoutes);
  app.route("/", eventPageRoutes);
  app.route("/", contentPageRoutes);
  app.route("/", pageRoutes);

  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.code, error.message, error.headers, error.fields);
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "VALIDATION_ERROR";
      return c.json(errorBody(code, error.message || "The request is not valid."), error.status as ContentfulStatusCode);
    }
    const { kind, message } = describeError(error);
    console.error("unhandled error", c.req.method, new URL(c.req.url).pathname, kind, message);
    return fail(c, "INTERNAL_ERROR", "Something went wrong on our side. Please try again.");
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
