import { rememberLocalOrigin } from "./email/mailer";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env";
import { createDb } from "./db/client";
import { ApiError } from "./http/api-error";
import { notFoundPage } from "./http/asset-page";
import { errorBody, fail } from "./http/respond";
import { describeError } from "./lib/log-error";
import { apiHeaders } from "./middleware/api-headers";
import { edgeCacheOptIn } from "./middleware/edge-cache-opt-in";
import { originGuard } from "./middleware/origin-guard";
import { MEDIA_UPLOAD_PATH } from "./features/media/middleware/media-upload";
import { RESUME_UPLOAD_PATH } from "./features/resume-book/middleware/resume-upload";
import { authRouter } from "./features/auth/routes/router";
import { passkeysRouter } from "./features/passkeys/routes/router";
import { membersRouter } from "./features/members/routes/router";
import { pointsRouter } from "./features/points/routes/router";
import { contactRouter } from "./features/contact/routes/router";
import { contentRouter } from "./features/content/routes/router";
import { chatRouter } from "./features/chat/routes/router";
import { turnstileRouter } from "./features/turnstile/routes/router";
import { eventsRouter } from "./features/events/routes/router";
import { checkinRouter } from "./features/checkin/routes/router";
import { feedbackRouter } from "./features/feedback/routes/router";
import { resumeBookRouter } from "./features/resume-book/routes/router";
import { notificationsRouter } from "./features/notifications/routes/router";
import { mailingsRouter } from "./features/mailings/routes/router";
import { insightsRouter } from "./features/insights/routes/router";
import { healthRouter } from "./features/health/routes/router";
import { storageRouter } from "./features/storage/routes/router";
import { setupRouter } from "./features/setup/routes/router";
import { mediaRouter } from "./features/media/routes/router";
import { officersRouter } from "./features/officers/routes/router";
import { devOutboxRouter } from "./features/dev-outbox/routes/router";
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

/** Every feature's router, in the order they are tried. */
const FEATURE_ROUTERS = [
  authRouter,
  passkeysRouter,
  membersRouter,
  pointsRouter,
  contactRouter,
  chatRouter,
  turnstileRouter,
  eventsRouter,
  checkinRouter,
  feedbackRouter,
  resumeBookRouter,
  notificationsRouter,
  mailingsRouter,
  insightsRouter,
  healthRouter,
  storageRouter,
  setupRouter,
  mediaRouter,
  officersRouter,
  devOutboxRouter,
  // Last: its pages at /:slug take any one-segment path the others have not answered (/calendar.ics is events').
  contentRouter,
];

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

  // Each feature's whole URL space (its routes/router.ts), mounted once; then the two answers for what none of them has.
  for (const router of FEATURE_ROUTERS) app.route("/", router);
  app.all("/api/*", (c) => fail(c, "NOT_FOUND", "No such endpoint."));
  app.all("*", (c) => notFoundPage(c.env, c.req.url));

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
