import type { Context } from "hono";

/** The request's execution context, when the runtime gives one (Hono throws when it does not: `app.request` in tests). */
export function executionOf(c: Context): Context["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
