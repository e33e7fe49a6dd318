import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";
import { verifyTurnstileToken } from "../lib/turnstile";

/**
 * Requires a passed Turnstile challenge (the body's `turnstileToken`) when
 * TURNSTILE_SECRET_KEY is configured; without it (local work, tests) it lets
 * every request through. Place after validJson(): it reads the parsed body.
 */
export function humanCheck() {
  return createMiddleware<AppEnv>(async function humanCheck(c, next) {
    const secret = c.env.TURNSTILE_SECRET_KEY?.trim();
    if (secret) {
      const body = (await c.req.json()) as { turnstileToken?: unknown };
      const token = typeof body.turnstileToken === "string" ? body.turnstileToken : "";
      const verdict = token ? await verifyTurnstileToken(secret, token, c.req.header("CF-Connecting-IP")) : "refused";
      if (verdict === "unreachable") {
        console.error("Turnstile's siteverify could not be reached; the request was refused");
        throw new ApiError("TURNSTILE_FAILED", "We could not check that you are a person just now (the check did not answer). Please try again in a minute.");
      }
      if (verdict === "refused") {
        throw new ApiError("TURNSTILE_FAILED", "The check that you are a person did not pass. Please try again.");
      }
    }
    await next();
  });
}
