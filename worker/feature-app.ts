import { Hono } from "./http/hono";
import type { AppEnv } from "./app-env";
import { createDb } from "./db/client";
import { rememberRequestUrl } from "./email/mailer";
import { answerError } from "./http/answer-error";
import { executionOf } from "./http/execution";
import { FALL_THROUGH_HEADER } from "./http/fall-through";
import { createServiceContext } from "./services/context";

/**
 * A feature's router as the app mounts it (decision 163): built at the first request that reaches it,
 * with what every route relies on (the request's services, the one error answer) and a marked 404
 * when none of its routes answered, so that the app tries the next feature as one route table did.
 */
export function featureApp(router: Hono<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", async function services(c, next) {
    const execution = executionOf(c);
    // Hono's type of the context predates the runtime's `cache` (Workers Caching: deployed with `[cache] enabled`, not locally).
    const edgeCache = (execution as Partial<Pick<ExecutionContext, "cache">> | undefined)?.cache;
    c.set("services", createServiceContext(c.env, createDb(c.env.DB), c.req.url, execution?.waitUntil.bind(execution), edgeCache));
    rememberRequestUrl(c.req.url);
    await next();
  });
  app.route("/", router);
  app.notFound(() => new Response(null, { status: 404, headers: { [FALL_THROUGH_HEADER]: "1" } }));
  app.onError(answerError);
  return app;
}
