import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp } from "../../../worker/app";
import { expect } from "vitest";
import { ORIGIN } from "./api";

/**
 * What a request costs in the free plan's scarce units: D1 round trips (a
 * batch counts once), KV reads and KV writes (puts and deletes). See
 * tests/worker/request-cost.test.ts.
 */
export function countingEnv() {
  const counts = { d1: 0, kvReads: 0, kvWrites: 0 };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "prepare" || prop === "batch" || prop === "exec") {
        return (...args: unknown[]) => {
          // A batch is one round trip, however many statements it carries.
          if (prop !== "prepare") counts.d1 += 1;
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return prop === "prepare" ? countStatement(result as D1PreparedStatement) : result;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  function countStatement(statement: D1PreparedStatement): D1PreparedStatement {
    return new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "bind") return (...args: unknown[]) => countStatement((value as Function).apply(target, args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            counts.d1 += 1;
            return (value as Function).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }
  const sessions = new Proxy(env.SESSIONS, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "get" || prop === "getWithMetadata") counts.kvReads += 1;
      if (prop === "put" || prop === "delete") counts.kvWrites += 1;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { counts, env: { ...env, DB: db, SESSIONS: sessions } };
}

/** One request to a fresh app whose D1 and KV bindings count their calls. */
export async function measure(path: string, init: RequestInit = {}) {
  const app = createApp();
  const { counts, env: countedEnv } = countingEnv();
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), countedEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, ...counts };
}

/**
 * The session check's KV read: one, or none when this isolate read the same
 * session less than a minute ago (worker/services/session-cache.ts) — the
 * tests share one isolate, so an earlier call may already have read it.
 */
export const SESSION_KV_READS = expect.toBeOneOf([0, 1]);
