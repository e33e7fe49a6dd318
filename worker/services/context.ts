import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { dailyBudget, mailBudgetHasRoom, mailBudgetRoom, quotaReached } from "../email/budget";
import { isOutboxEnabled, linkOrigin, mailNotConfigured } from "../email/mailer";
import { enqueueMails, isRoutine, MAIL_PRIORITY, MAILS_PER_RUN, sendClaimed, type QueueEntry } from "../email/queue";
import type { Mail, MailKind } from "../email/types";
import { ApiError } from "../http/api-error";

/** What a service needs from the request: bindings, database, mail, links to the site. */
export type ServiceContext = {
  env: Bindings;
  db: Db;
  /**
   * Queues a mail and sends it at once, for answers that depend on it (a
   * sign-up code): MAIL_QUOTA_REACHED when its share is spent, EMAIL_FAILED
   * when the transport refused. Either way the mail stays queued, and the
   * hourly job tries again (until the mail's `notAfter`).
   */
  sendMail: (mail: Mail) => Promise<void>;
  /**
   * Sends without changing the answer or its timing — for mails whose
   * existence would reveal whether an account exists (reset links, resent
   * codes) and for notices. Real transports deliver after the answer
   * (failures are logged); the local outbox delivers at once so developers
   * and tests see the mail immediately.
   */
  sendMailQuietly: (mail: Mail) => Promise<void>;
  /**
   * Queues mails to many members (event mail) in one batch, then sends them
   * after the answer as far as today's share and one request's reach allow;
   * the rest go out with the hourly job. `now`: how many should go at once,
   * `later`: how many wait for the job. A dedupe key queued before is not
   * queued again.
   */
  queueMails: (entries: readonly QueueEntry[]) => Promise<{ now: number; later: number }>;
  /**
   * Refuses before any work when mail of this kind cannot go out: the
   * site's address is not https (fail closed, logged), or today's budget is
   * spent (MAIL_QUOTA_REACHED). Called first by every endpoint that mails.
   */
  assertCanMail: (kind: MailKind) => Promise<void>;
  /**
   * How many more mails of this kind today's budget has room for (Infinity
   * without a budget): mail to many members sends no more than this, and
   * says how many it could not send.
   */
  mailRoom: (kind: MailKind) => Promise<number>;
  /** The configuration half of assertCanMail alone (for mail the answer does not depend on). */
  assertMailConfigured: () => void;
  /** THE builder of links sent to someone else (mail, chat posts): the site's own https address; fails closed without it. */
  siteLink: (path: string) => string;
  /**
   * The site's own origin (`url` in src/site.config.ts; the request's only
   * with the local outbox), or null when that address is not https. Links
   * and passkeys are bound to it.
   */
  siteOrigin: string | null;
  /**
   * An absolute URL of a page of the site for the answer to this very
   * request (canonical tags, calendar feeds): the site's own origin, else the
   * address the request came to. Never for mail or chat posts, which go to
   * someone else (siteLink fails closed instead).
   */
  pageUrl: (path: string) => string;
  /**
   * Runs work that the answer need not wait for (mails to many members):
   * after the response when the runtime allows (`waitUntil`), else at once.
   * With the local outbox it runs at once, so developers and tests see the
   * result immediately. The task's failures are its own to handle.
   */
  afterResponse: (task: () => Promise<void>) => Promise<void>;
  /**
   * Drops the edge's copies of the pages carrying these `Cache-Tag`s (Workers Caching, decision 079),
   * after the answer. Quietly nothing where the runtime has no edge cache (local development, the
   * tests); a failed purge is logged, and the pages then refresh when their edge copy expires.
   */
  purgeEdgeCache: (tags: string[]) => void;
};

/** Starts `task` once the answer has been handed back, so its work never delays (or times) the answer. */
function afterAnswer(task: () => Promise<unknown>): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(task);
}

export function createServiceContext(
  env: Bindings,
  db: Db,
  requestUrl: string,
  waitUntil?: (promise: Promise<unknown>) => void,
  edgeCache?: CacheContext,
): ServiceContext {
  // Read when first asked, not per request: both parse the settings (zod), which a page that sends no
  // mail and writes no link (`/`, `/events`, `/board`) need not build in a cold isolate (decision 166).
  let known: { origin: string | null } | undefined;
  const originOf = () => {
    known ??= { origin: linkOrigin(env, requestUrl) };
    return known.origin;
  };
  let knownBudget: { budget: ReturnType<typeof dailyBudget> } | undefined;
  const budgetOf = () => {
    knownBudget ??= { budget: dailyBudget(env) };
    return knownBudget.budget;
  };
  const sendMail = async (mail: Mail) => {
    const rows = await enqueueMails(db, [{ mail }], { sendNow: 1 });
    const [{ outcome }] = (await sendClaimed(env, db, rows)) as [{ outcome: string }];
    if (outcome === "held") throw quotaReached();
    if (outcome === "failed") throw new ApiError("EMAIL_FAILED", "We could not send the e-mail just now. Please try again in a few minutes.");
  };
  // The queue logged a failure and keeps the mail for the next attempt; nothing more to tell anyone.
  const swallow = (mail: Mail) =>
    sendMail(mail).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === "MAIL_QUOTA_REACHED") {
        console.error("mail queued, not sent: today's share of the mail budget is spent", mail.kind);
      }
    });
  const afterResponse = async (task: () => Promise<void>) => {
    if (waitUntil && !isOutboxEnabled(env)) waitUntil(task());
    else await task();
  };
  const sendMailQuietly = async (mail: Mail) => {
    if (isOutboxEnabled(env)) return void (await swallow(mail));
    if (waitUntil) waitUntil(afterAnswer(() => swallow(mail)));
    else await swallow(mail);
  };
  return {
    env,
    db,
    sendMail,
    sendMailQuietly,
    async queueMails(entries) {
      if (entries.length === 0) return { now: 0, later: 0 };
      // Mails to many members are of one kind (event mail); the most urgent go at once (a notice's second copies to members
      // who had it by push come last, decision 127), within the room the first one's part of today's share has.
      const sorted = [...entries].sort((a, b) => (a.priority ?? MAIL_PRIORITY.rsvp) - (b.priority ?? MAIL_PRIORITY.rsvp));
      const first = sorted[0]!;
      const routine = isRoutine({ kind: first.mail.kind, priority: first.priority ?? MAIL_PRIORITY.rsvp });
      const budget = budgetOf();
      const room = budget === null ? Infinity : await mailBudgetRoom(db, budget, first.mail.kind, routine);
      const rows = await enqueueMails(db, sorted, { sendNow: Math.min(MAILS_PER_RUN, room) });
      const now = rows.filter((row) => row.attempts > 0);
      if (now.length > 0) {
        await afterResponse(async () => {
          await sendClaimed(env, db, now).catch((error: unknown) => {
            console.error("queued mail not sent yet", error instanceof Error ? error.message : String(error));
          });
        });
      }
      return { now: now.length, later: rows.length - now.length };
    },
    afterResponse,
    assertMailConfigured() {
      if (originOf() === null) throw mailNotConfigured();
    },
    async assertCanMail(kind) {
      if (originOf() === null) throw mailNotConfigured();
      const budget = budgetOf();
      if (budget !== null && !(await mailBudgetHasRoom(db, budget, kind))) throw quotaReached();
    },
    async mailRoom(kind) {
      const budget = budgetOf();
      return budget === null ? Infinity : mailBudgetRoom(db, budget, kind);
    },
    purgeEdgeCache(tags) {
      if (!edgeCache || tags.length === 0) return;
      const purge = edgeCache.purge({ tags }).then(
        (result) => {
          if (!result.success) console.error("edge cache purge failed", tags.join(","), result.errors.map((e) => e.message).join("; "));
        },
        (error: unknown) => console.error("edge cache purge failed", tags.join(","), error instanceof Error ? error.message : String(error)),
      );
      if (waitUntil) waitUntil(purge);
    },
    get siteOrigin() {
      return originOf();
    },
    pageUrl(path) {
      return `${originOf() ?? new URL(requestUrl).origin}${path}`;
    },
    siteLink(path) {
      const origin = originOf();
      if (origin === null) throw mailNotConfigured();
      return `${origin}${path}`;
    },
  };
}
