import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp } from "../../../worker/app";
import type { Bindings } from "../../../worker/env";
import { expect } from "vitest";
import { ORIGIN } from "./api";

/**
 * What one request costs: D1 round trips (a batch is one, however many
 * statements it carries), the rows D1 read for it, KV reads and KV writes of
 * the sessions, and reads and writes of the file store (Workers KV `FILES`,
 * or the R2 buckets a test binds: worker/services/file-store.ts).
 */
export type Cost = { d1: number; rowsRead: number; kvReads: number; kvWrites: number; fileReads: number; fileWrites: number };

function countingEnv() {
  const counts: Cost = { d1: 0, rowsRead: 0, kvReads: 0, kvWrites: 0, fileReads: 0, fileWrites: 0 };
  const addRows = (result: unknown) => {
    for (const one of Array.isArray(result) ? result : [result]) {
      const read = (one as { meta?: { rows_read?: number } } | null)?.meta?.rows_read;
      if (typeof read === "number") counts.rowsRead += read;
    }
    return result;
  };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "prepare" || prop === "batch" || prop === "exec") {
        return (...args: unknown[]) => {
          if (prop !== "prepare") counts.d1 += 1;
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (prop === "prepare") return countStatement(result as D1PreparedStatement);
          return prop === "batch" ? (result as Promise<unknown>).then(addRows) : result;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  function countStatement(statement: D1PreparedStatement): D1PreparedStatement {
    return new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "bind") return (...args: unknown[]) => countStatement((value as (...args: unknown[]) => D1PreparedStatement).apply(target, args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            counts.d1 += 1;
            const result = (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
            // `all` and `run` report the rows read; `first` and `raw` do not say.
            return prop === "all" || prop === "run" ? result.then(addRows) : result;
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
  const counted = <T extends object>(store: T): T =>
    new Proxy(store, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "get" || prop === "getWithMetadata" || prop === "head" || prop === "list") counts.fileReads += 1;
        if (prop === "put" || prop === "delete" || prop === "createMultipartUpload") counts.fileWrites += 1;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return { counts, counted, env: { ...env, DB: db, SESSIONS: sessions, FILES: counted(env.FILES) } };
}

/**
 * Bindings to replace for one measured request (a stand-in for the built site's ASSETS); `r2`: bind
 * the tests' R2 buckets as MEDIA and RESUMES (counted), as a chapter that moved its files does.
 */
export type CostOptions = { bindings?: Partial<Bindings>; r2?: boolean };

/**
 * One request through a fresh app with counting bindings: its status, what it cost (R2 operations
 * too), and the edge-cache purges it asked for (each purge's tags). The execution context carries a
 * recording stand-in for Workers Caching's `ctx.cache`, which the local runtime does not have.
 */
export async function measureCost(path: string, init: RequestInit = {}, options: CostOptions = {}) {
  const app = createApp();
  const { counts, counted, env: countedEnv } = countingEnv();
  const r2 = options.r2 ? { MEDIA: counted(env.R2_MEDIA), RESUMES: counted(env.R2_RESUMES) } : {};
  const purges: string[][] = [];
  const ctx = Object.assign(createExecutionContext(), {
    cache: {
      purge: async ({ tags = [] }: CachePurgeOptions) => {
        purges.push(tags);
        return { success: true, errors: [] };
      },
    },
  });
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), { ...countedEnv, ...r2, ...options.bindings } as Bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, ...counts, purges, response };
}

/** As measureCost, without the rows read (which vary with the data): status, D1 queries, KV reads and writes. */
export async function measure(path: string, init: RequestInit = {}, options: CostOptions = {}) {
  const { status, d1, kvReads, kvWrites } = await measureCost(path, init, options);
  return { status, d1, kvReads, kvWrites };
}

/**
 * The session check's KV read: one, or none when this isolate read the same
 * session less than a minute ago (worker/services/sessions.ts) — the
 * tests share one isolate, so an earlier call may already have read it.
 */
export const SESSION_KV_READS = expect.toBeOneOf([0, 1]);
