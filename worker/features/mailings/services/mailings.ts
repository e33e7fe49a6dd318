import type * as z from "zod";
import { eventPath } from "../../../../src/shared/events";
import { renderMarkdown } from "../../../../src/shared/markdown";
import {
  type createMailingRequestSchema,
  isEventAudience,
  type Mailing,
  type MailingAudience,
  type MailingPlan,
  MAILINGS_PER_DAY,
} from "../../../../src/shared/mailings";
import { plural } from "../../../../src/shared/plural";
import { site } from "../../../../src/site.config";
import type { MailingRow } from "../../../db/schema";
import { dailyBudget, shareSizes } from "../../../email/budget";
import { enqueueMailQueries, MAIL_PRIORITY, MAILS_PER_RUN, sendClaimed, type QueueEntry } from "../../../email/queue";
import { officerMessageMail } from "../../../email/templates";
import { ApiError } from "../../../http/api-error";
import { DAY, nextUtcMidnight, now, utcDay } from "../../../lib/clock";
import { throttleKeys } from "../../../lib/throttle-keys";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import { takeSlot } from "../../../services/throttle";
import { announceMessage } from "../../chat/services/chat-channels";
import { eventByIdQuery } from "../../events/db/events";
import { NOTIFICATIONS_PAGE, unsubscribeUrl } from "../../notifications/services/notifications";
import { insertMailingQuery, mailingKeyPrefix, mailingProgressQuery, recentMailingsQuery, recipientsQuery } from "../db/mailings";

/**
 * Officers write to people (issue 21, decision 085). A message becomes one
 * queued mail per recipient (decision 081's queue), with its record, in one
 * batch. What today's event share cannot carry is spread over the next days
 * by each mail's first attempt time, and the officer is told the plan before
 * sending and in the answer: nothing is dropped. Account mail has its own
 * share, so sign-up codes go out meanwhile.
 */

/**
 * The part of each day's event share an announcement may use: the rest stays
 * for the mail members' own RSVPs need (changes, reminders, confirmations),
 * which also goes first (a lower priority number).
 */
export const ANNOUNCEMENT_PART = 1 / 2;

const WHY: Record<Exclude<MailingAudience, "members">, string> = {
  going: "You get this because you are going to",
  waitlist: "You get this because you are on the waitlist for",
  "checked-in": "You get this because you came to",
};

type Audience = { audience: MailingAudience; eventId?: string | undefined };

async function eventOf(ctx: ServiceContext, { audience, eventId }: Audience) {
  if (!isEventAudience(audience)) return null;
  const [event] = await eventByIdQuery(ctx.db, eventId ?? "").limit(1);
  if (!event) throw new ApiError("NOT_FOUND", "No such event.", {}, { eventId: "No such event: choose another." });
  return event;
}

/**
 * When `count` mails go out: as many today as today's event share has room
 * for (and an announcement's part of it), the rest a day's part at a time.
 * Without a budget (the local outbox) all go today.
 */
async function planFor(ctx: ServiceContext, audience: MailingAudience, count: number, at: number): Promise<MailingPlan> {
  const budget = dailyBudget(ctx.env);
  if (budget === null) return { recipients: count, today: count, later: 0, perDay: null, days: 0, lastDay: utcDay(at) };
  const share = shareSizes(budget).event;
  const perDay = Math.max(1, audience === "members" ? Math.floor(share * ANNOUNCEMENT_PART) : share);
  const today = Math.min(count, perDay, await ctx.mailRoom("event"));
  const later = count - today;
  const days = Math.ceil(later / perDay);
  return { recipients: count, today, later, perDay, days, lastDay: utcDay(at + days * DAY) };
}

/** The first attempt of the recipient at `index`: now for today's part, else the start of its UTC day. */
function notBefore(plan: MailingPlan, index: number, at: number): number | undefined {
  if (index < plan.today || plan.perDay === null) return undefined;
  const day = Math.floor((index - plan.today) / plan.perDay);
  return nextUtcMidnight(at) + day * DAY;
}

/** GET /api/mailings/plan: how many a message would reach, and when its mails would go. */
export async function mailingPlan(ctx: ServiceContext, input: Audience): Promise<MailingPlan> {
  await eventOf(ctx, input);
  const recipients = await recipientsQuery(ctx.db, input.audience, input.eventId ?? "");
  return planFor(ctx, input.audience, recipients.length, now());
}

/** POST /api/mailings: the record and every mail in one batch; today's first mails go after the answer. */
export async function sendMailing(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: z.output<typeof createMailingRequestSchema>,
): Promise<{ mailing: Mailing; plan: MailingPlan }> {
  ctx.assertMailConfigured();
  const event = await eventOf(ctx, input);
  const recipients = await recipientsQuery(ctx.db, input.audience, input.eventId ?? "");
  if (recipients.length === 0) {
    const nobody = "Nobody would get it: nobody in this group takes these mails.";
    throw new ApiError("NO_RECIPIENTS", nobody, {}, { audience: nobody });
  }
  await takeSlot(
    ctx.db,
    throttleKeys.mailings(actor.user.id),
    MAILINGS_PER_DAY,
    DAY,
    (seconds) => `You have sent ${MAILINGS_PER_DAY} messages today. Try again in ${plural(Math.ceil(seconds / 3600), "hour")}.`,
  );
  const at = now();
  const plan = await planFor(ctx, input.audience, recipients.length, at);
  const id = crypto.randomUUID();
  const html = renderMarkdown(input.body);
  const topic = event ? "changes" : "announcements";
  const why = event
    ? `${WHY[input.audience as keyof typeof WHY]} ${event.title} (${ctx.siteLink(eventPath(event.slug))}).`
    : `You get this as a member of ${site.shortName}.`;
  const entries: QueueEntry[] = await Promise.all(
    recipients.map(async (member, index) => ({
      mail: officerMessageMail(
        member.email,
        { subject: input.subject, markdown: input.body, html, why },
        { oneClickUrl: await unsubscribeUrl(ctx, member.userId, topic), preferencesUrl: ctx.siteLink(NOTIFICATIONS_PAGE) },
      ),
      dedupeKey: `${mailingKeyPrefix(id)}${member.userId}`,
      priority: event ? MAIL_PRIORITY.eventMessage : MAIL_PRIORITY.announcement,
      notBefore: notBefore(plan, index, at),
    })),
  );
  const row: MailingRow = {
    id,
    audience: input.audience,
    eventId: event?.id ?? null,
    eventTitle: event?.title ?? null,
    subject: input.subject,
    body: input.body,
    sentBy: actor.user.id,
    sentByName: actor.user.username,
    recipients: recipients.length,
    sentToday: plan.today,
    lastDay: plan.lastDay,
    createdAt: at,
  };
  const [, ...queued] = await ctx.db.batch([
    insertMailingQuery(ctx.db, row),
    ...enqueueMailQueries(ctx.db, entries, { at, sendNow: Math.min(plan.today, MAILS_PER_RUN) }),
  ]);
  const claimed = queued.flat().filter((mail) => mail.attempts > 0);
  if (claimed.length > 0) {
    await ctx.afterResponse(async () => {
      await sendClaimed(ctx.env, ctx.db, claimed).catch((error: unknown) => {
        console.error("message mail not sent yet", error instanceof Error ? error.message : String(error));
      });
    });
  }
  if (!event) await announceMessage(ctx, input.subject, input.body);
  return { mailing: { ...viewOf(row), waiting: recipients.length }, plan };
}

function viewOf(row: MailingRow, counts: Partial<Record<string, number>> = {}): Mailing {
  const waiting = counts.queued ?? 0;
  const failed = (counts.failed ?? 0) + (counts.expired ?? 0);
  return {
    id: row.id,
    audience: row.audience,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    subject: row.subject,
    sentBy: row.sentByName,
    createdAt: row.createdAt,
    recipients: row.recipients,
    // The daily clean-up prunes sent mails after a week: whatever is neither waiting nor failed went out.
    sent: Math.max(0, row.recipients - waiting - failed),
    waiting,
    failed,
    lastDay: row.lastDay,
  };
}

/** GET /api/mailings: the latest messages, with how far each has gone (one round trip for the progress). */
export async function listMailings(ctx: ServiceContext): Promise<Mailing[]> {
  const rows = await recentMailingsQuery(ctx.db);
  const [first, ...rest] = rows.map((row) => mailingProgressQuery(ctx.db, row.id));
  if (!first) return [];
  const progress = await ctx.db.batch([first, ...rest]);
  return rows.map((row, index) => viewOf(row, Object.fromEntries(progress[index]!.map(({ state, count }) => [state, count]))));
}
