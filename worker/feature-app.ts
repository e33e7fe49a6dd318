import { type Context, Hono } from "hono";
import type { AppEnv } from "./app-env";
import { createDb } from "./db/client";
import { rememberLocalOrigin } from "./email/mailer";
import { answerError } from "./http/answer-error";
import { FALL_THROUGH_HEADER } from "./http/fall-through";
import { createServiceContext } from "./services/context";

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

/**
 * A feature's router as the app mounts it (decision 163): built at the first request that reaches it,
 * with what every route relies on (the request's services, the one error answer) and a marked 404
 * when none of its routes answered, so that the app tries the next feature as one route table did.
 */
export function featureApp(router: Hono<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", async function services(c, next) {
    c.set("services", createServiceContext(c.env, createDb(c.env.DB), c.req.url, backgroundTasks(c), edgeCacheOf(c)));
    rememberLocalOrigin(c.env, c.req.url);
    await next();
  });
  app.route("/", router);
  app.notFound(() => new Response(null, { status: 404, headers: { [FALL_THROUGH_HEADER]: "1" } }));
  app.onError(answerError);
  return app;
}
