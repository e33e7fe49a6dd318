import type { Context } from "hono";
import { Hono } from "./http/hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { answerError } from "./http/answer-error";
import { notFoundPage } from "./http/asset-page";
import { executionOf } from "./http/execution";
import { FALL_THROUGH_HEADER } from "./http/fall-through";
import { fail } from "./http/respond";
import { apiHeaders } from "./middleware/api-headers";
import { edgeCacheOptIn } from "./middleware/edge-cache-opt-in";
import { originGuard } from "./middleware/origin-guard";

export const MAX_BODY_BYTES = 64 * 1024;

type Router = Hono<AppEnv>;

/**
 * A feature's whole URL space (its routes/router.ts): the paths it answers, as Hono patterns, and how
 * to load it. The app registers the paths and loads the router at the first request that matches
 * one (decision 163), so a cold start compiles and runs only what that request needs, not every
 * feature. tests/worker/feature-mounts.test.ts fails when a route of a router is outside its paths.
 */
export type FeatureMount = {
  feature: string;
  paths: readonly string[];
  load: () => Promise<Router>;
  /** Its routes whose body is files, with their own limit (its middleware/): the app's 64 KB JSON limit stays off them. */
  fileBodies?: readonly `${"POST" | "PUT"} /api/${string}`[];
};

/** Every feature, in the order they are tried (a path two match goes to the first whose routes answer). */
export const FEATURE_MOUNTS: readonly FeatureMount[] = [
  { feature: "auth", paths: ["/api/auth/*", "/api/forms/*"], load: () => import("./features/auth/routes/router").then((m) => m.authRouter) },
  { feature: "passkeys", paths: ["/api/auth/passkeys/*"], load: () => import("./features/passkeys/routes/router").then((m) => m.passkeysRouter) },
  { feature: "members", paths: ["/api/users/*", "/users/*"], load: () => import("./features/members/routes/router").then((m) => m.membersRouter) },
  {
    feature: "points",
    paths: ["/api/leaderboard/*", "/api/points/*", "/api/terms/*", "/api/users/:id/points", "/api/users/public/:username/:id/standing"],
    load: () => import("./features/points/routes/router").then((m) => m.pointsRouter),
  },
  { feature: "contact", paths: ["/api/contact/*"], load: () => import("./features/contact/routes/router").then((m) => m.contactRouter) },
  { feature: "chat", paths: ["/api/chat-channels/*"], load: () => import("./features/chat/routes/router").then((m) => m.chatRouter) },
  { feature: "turnstile", paths: ["/api/turnstile/*"], load: () => import("./features/turnstile/routes/router").then((m) => m.turnstileRouter) },
  {
    feature: "events",
    paths: ["/api/events/*", "/api/calendar/*", "/api/rsvp-links/*", "/events/", "/events/:page", "/calendar.ics", "/calendar/*"],
    load: () => import("./features/events/routes/router").then((m) => m.eventsRouter),
  },
  {
    feature: "checkin",
    paths: [
      "/api/events/:id/attendance/*",
      "/api/events/:id/checkin/*",
      "/api/events/:id/checkin-claim/*",
      "/api/events/:id/checkin-display/*",
      "/api/events/:id/checkin-secret/*",
      "/profile/admin/events/:id/check-in",
    ],
    load: () => import("./features/checkin/routes/router").then((m) => m.checkinRouter),
  },
  { feature: "feedback", paths: ["/api/events/:id/feedback/*"], load: () => import("./features/feedback/routes/router").then((m) => m.feedbackRouter) },
  {
    feature: "resume-book",
    paths: ["/api/me/resume/*", "/api/resume-book/*", "/api/sponsor-access/*", "/api/users/:id/sponsor-access"],
    fileBodies: ["PUT /api/me/resume"],
    load: () => import("./features/resume-book/routes/router").then((m) => m.resumeBookRouter),
  },
  {
    feature: "notifications",
    paths: ["/api/me/notifications/*", "/api/me/push/*", "/api/notifications/*"],
    load: () => import("./features/notifications/routes/router").then((m) => m.notificationsRouter),
  },
  { feature: "mailings", paths: ["/api/mailings/*"], load: () => import("./features/mailings/routes/router").then((m) => m.mailingsRouter) },
  { feature: "insights", paths: ["/api/insights/*"], load: () => import("./features/insights/routes/router").then((m) => m.insightsRouter) },
  { feature: "health", paths: ["/api/admin/health/*"], load: () => import("./features/health/routes/router").then((m) => m.healthRouter) },
  { feature: "storage", paths: ["/api/admin/storage/*"], load: () => import("./features/storage/routes/router").then((m) => m.storageRouter) },
  { feature: "setup", paths: ["/api/setup/*"], load: () => import("./features/setup/routes/router").then((m) => m.setupRouter) },
  {
    feature: "media",
    paths: ["/api/media/*", "/media/*"],
    fileBodies: ["POST /api/media"],
    load: () => import("./features/media/routes/router").then((m) => m.mediaRouter),
  },
  { feature: "officers", paths: ["/api/officers/*"], load: () => import("./features/officers/routes/router").then((m) => m.officersRouter) },
  { feature: "dev-outbox", paths: ["/api/dev/*"], load: () => import("./features/dev-outbox/routes/router").then((m) => m.devOutboxRouter) },
  // Last: its pages at /:slug take any one-segment path the others have not answered (/calendar.ics is events').
  {
    feature: "content",
    paths: ["/api/content/*", "/", "/blogs/*", "/board", "/events", "/gallery", "/programs", "/resources", "/sponsors", "/:slug", "/:slug/"],
    load: () => import("./features/content/routes/router").then((m) => m.contentRouter),
  },
];

/** Each feature's app, once per isolate: the first request that matches it loads it. */
const loaded = new Map<FeatureMount, Promise<Router>>();

function featureAppOf(mount: FeatureMount): Promise<Router> {
  let app = loaded.get(mount);
  if (!app) {
    app = Promise.all([import("./feature-app"), mount.load()]).then(([{ featureApp }, router]) => featureApp(router));
    // A failed load is not kept: the next request tries again.
    app.catch(() => loaded.delete(mount));
    loaded.set(mount, app);
  }
  return app;
}

/** The features a request has been passed to (one may match several of a feature's paths: asked once). */
const tried = new WeakMap<Request, Set<FeatureMount>>();

/**
 * The handler that stands for a feature: passes the request to its app (the services and error
 * answer of feature-app.ts around its router) and tries the next match when none of its routes answered.
 */
function mounted(mount: FeatureMount) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const asked = tried.get(c.req.raw) ?? new Set<FeatureMount>();
    if (asked.has(mount)) return next();
    asked.add(mount);
    tried.set(c.req.raw, asked);
    const response = await (await featureAppOf(mount)).fetch(c.req.raw, c.env, executionOf(c));
    if (response.headers.has(FALL_THROUGH_HEADER)) return next();
    return response;
  };
}

const FILE_BODIES = new Set<string>(FEATURE_MOUNTS.flatMap((mount) => mount.fileBodies ?? []));

/** Every feature's handler, made once. */
const HANDLERS = new Map(FEATURE_MOUNTS.map((mount) => [mount, mounted(mount)]));

/** The Worker's one Hono app: middleware order, routes, and the one error handler. */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use("*", edgeCacheOptIn());
  app.use("/api/*", apiHeaders(), originGuard());
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => fail(c, "PAYLOAD_TOO_LARGE", "The request body is larger than 64 KB."),
  });
  // Some bodies are files with their own limits (the résumé, a PDF of 2 MB; an image upload): FeatureMount.fileBodies.
  app.use("/api/*", (c, next) => (FILE_BODIES.has(`${c.req.method} ${c.req.path}`) ? next() : jsonBodyLimit(c, next)));

  // Each feature's whole URL space, mounted once and loaded when first asked for; then the two answers for what none of them has.
  for (const mount of FEATURE_MOUNTS) for (const path of mount.paths) app.all(path, HANDLERS.get(mount)!);
  app.all("/api/*", (c) => fail(c, "NOT_FOUND", "No such endpoint."));
  app.all("*", (c) => notFoundPage(c.env, c.req.url));

  app.onError(answerError);

  return app;
}

export type App = ReturnType<typeof createApp>;
