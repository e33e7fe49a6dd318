import type { Context } from "hono";
import { Hono } from "../../../http/hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS } from "../../../../src/shared/error-codes";
import { ApiError } from "../../../http/api-error";
import { UNSUBSCRIBE_PAGE_CSP, unsubscribeAskPage, unsubscribeDonePage, unsubscribeFailedPage } from "../services/unsubscribe-page";
import { unsubscribeQuerySchema, updateNotificationSettingsSchema } from "../../../../src/shared/notifications";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson } from "../../../middleware/validate";
import { notificationSettings, readUnsubscribeLink, unsubscribe, updateNotificationSettings } from "../services/notifications";

/** /api/me/notifications: which mails about events the signed-in member gets. */
export const notificationSettingsRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireUser(), async (c) => {
    return ok(c, await notificationSettings(c.var.services, authOf(c).user.id));
  })
  .put("/", loadSession(), requireUser(), ...validJson(updateNotificationSettingsSchema), async (c) => {
    return ok(c, await updateNotificationSettings(c.var.services, authOf(c).user.id, c.req.valid("json")), { message: "Saved." });
  });

/** An HTML answer of the unsubscribe page: never cached, never framed, no script (decision 123). */
function htmlPage(c: Context<AppEnv>, html: string, status: ContentfulStatusCode = 200): Response {
  return c.html(html, status, {
    "Content-Security-Policy": UNSUBSCRIBE_PAGE_CSP,
    "Cache-Control": "no-store",
    // Not no-referrer: a form posted from a page with it sends `Origin: null`, which the origin guard refuses.
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  });
}

/** The page for a link that does not work, with the error's status. */
function failedPage(c: Context<AppEnv>, error: unknown): Response {
  if (!(error instanceof ApiError)) throw error;
  return htmlPage(c, unsubscribeFailedPage(error.message), ERROR_STATUS[error.code] as ContentfulStatusCode);
}

const tokenOf = (c: Context<AppEnv>) => {
  const parsed = unsubscribeQuerySchema.safeParse({ token: c.req.query("token") });
  return parsed.success ? parsed.data.token : null;
};

/** Whether a POST came from the page's own form (a person), not a mail app's one-click (RFC 8058). */
async function fromThePage(c: Context<AppEnv>): Promise<boolean> {
  if (!(c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) return false;
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return form.from === "page";
}

/**
 * /api/notifications/unsubscribe?token=: the address of every "Unsubscribe
 * from these" link and List-Unsubscribe header. Opened by a person (GET), a
 * page that says what stops and asks (opening it changes nothing, so a mail
 * scanner following links unsubscribes nobody); its button POSTs the form
 * and gets the confirmation page. A mail app's one-click POST of RFC 8058
 * (`List-Unsubscribe=One-Click`, no cookie, no Origin) gets the JSON
 * envelope. The signed token is the whole authority either way.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/unsubscribe", async (c) => {
    const token = tokenOf(c);
    if (token === null) return htmlPage(c, unsubscribeFailedPage("This link is incomplete: open the whole address from the e-mail."), 400);
    try {
      const { topic } = await readUnsubscribeLink(c.var.services, token);
      return htmlPage(c, unsubscribeAskPage(topic, token));
    } catch (error) {
      return failedPage(c, error);
    }
  })
  .post("/unsubscribe", async (c) => {
    const person = await fromThePage(c);
    const token = tokenOf(c);
    if (!person) {
      if (token === null) throw new ApiError("VALIDATION_ERROR", "token is missing.", {}, { token: "token is missing." });
      const { topic, message } = await unsubscribe(c.var.services, token);
      return ok(c, { topic }, { message });
    }
    if (token === null) return htmlPage(c, unsubscribeFailedPage("This link is incomplete: open the whole address from the e-mail."), 400);
    try {
      const { topic } = await unsubscribe(c.var.services, token);
      return htmlPage(c, unsubscribeDonePage(topic));
    } catch (error) {
      return failedPage(c, error);
    }
  });
