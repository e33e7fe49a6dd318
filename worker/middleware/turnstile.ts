import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";
import { verifyTurnstileToken } from "../lib/turnstile";
import { halfSetupMessage, turnstileSetup } from "../services/turnstile-setup";
import { settingsOf } from "../lib/settings";

/**
 * Requires a passed Turnstile challenge (the body's `turnstileToken`) when
 * Turnstile is on: both its site key and its secret are configured, so the
 * pages show the widget (GET /api/turnstile gives them the key). Off (local
 * work, tests) it lets every request through; half configured, too — no
 * page can show a widget without the key, and a token checked without the
 * secret is no check — with a configuration error in the log for each
 * request it let through unchecked (decision 074). Place after validJson():
 * it reads the parsed body.
 */
export function humanCheck() {
  return createMiddleware<AppEnv>(async function humanCheck(c, next) {
    const setup = turnstileSetup(c.env);
    if (setup.state === "half") console.error(halfSetupMessage(setup.missing));
    if (setup.state === "on") {
      const body = (await c.req.json()) as { turnstileToken?: unknown };
      const token = typeof body.turnstileToken === "string" ? body.turnstileToken : "";
      const secret = settingsOf(c.env).TURNSTILE_SECRET_KEY!;
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
