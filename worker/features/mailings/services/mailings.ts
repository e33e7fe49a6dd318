import type * as z from "zod/mini";
import { eventPath } from "../../../../src/shared/events";
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
import { eventMailAheadByDayQuery, eventMailSentSinceQuery } from "../../../db/mail-queue";
import type { MailingRow } from "../db/tables";
import { dailyBudget, limitFor, shareSizes } from "../../../email/budget";
import { type LateMailWriter, MAIL_PRIORITY, retryDelay, sendClaimed } from "../../../email/queue";
import { officerMessageMail } from "../email/mails";
import { ApiError } from "../../../http/api-error";
import { DAY, now, utcDay } from "../../../lib/clock";
import { renderMarkdownLazily } from "../../../lib/markdown";
import { throttleKeys } from "../../../lib/throttle-keys";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import { takeSlot } from "../../../services/throttle";
import { announceMessage } from "../../chat/services/chat-channels";
import { eventByIdQuery } from "../../events/db/events";
import { NOTIFICATIONS_PAGE, unsubscribeUrl } from "../../notifications/services/notifications";
import { queuePush } from "../../notifications/services/push";
import {
  claimFirstMailsQuery,
  countQueuedQuery,
  enqueueMessageMailsQuery,
  insertMailingQuery,
  type MailingSchedule,
  mailingProgressQuery,
  messagesForMailQuery,
  recentMailingsQuery,
  audienceMembersSource,
  pushRecipientCount,
  recipientCount,
  recipientsForMailQuery,
  skipMailsQueries,
} from "../db/mailings";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { spreadOverDays } from "./spread-over-days";
import { newId } from "../../../lib/ids";

/**
 * Officers write to people (issue 21, decisions 085 and 088). A message is
 * recorded once and queues one row per recipient (decision 081's queue) in
 * the same batch, by one INSERT … SELECT; each mail is written when it is
 * sent. What today's event share cannot carry is spread over the next days
 * by each row's first attempt time, after the mail already promised to each
 * day, and the officer is told the plan before sending and in the answer:
 * nothing is dropped. Account mail has its own share, so sign-up codes go out
 * meanwhile.
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

/** The event an event audience writes about (404 at the field when it is gone); null for an announcement. */
export async function eventOf(ctx: ServiceContext, { audience, eventId }: Audience) {
  if (!isEventAudience(audience)) return null;
  const [event] = await eventByIdQuery(ctx.db, eventId ?? "").limit(1);
  if (!event) throw new ApiError("NOT_FOUND", "No such event.", {}, { eventId: "No such event: choose another." });
  return event;
}

/** Where a pushed announcement opens: the member's dashboard (the message itself is in the notification). */
const PUSHED_MESSAGE_PAGE = "/profile/dashboard";

/** A message's mails wait behind these in the queue (lower goes first, decision 081). */
const priorityOf = (audience: MailingAudience) => (isEventAudience(audience) ? MAIL_PRIORITY.eventMessage : MAIL_PRIORITY.announcement);

/**
 * When `count` mails go out: the plan the officer reads and the schedule the
 * queue is given, the same numbers. Without a budget (the local outbox) all
 * go today.
 */
async function planFor(ctx: ServiceContext, audience: MailingAudience, count: number, at: number): Promise<{ plan: MailingPlan; schedule: MailingSchedule }> {
  const budget = dailyBudget(ctx.env);
  if (budget === null) {
    return { plan: { recipients: count, today: count, later: 0, perDay: null, days: 0, lastDay: utcDay(at) }, schedule: [[count, at]] };
  }
  // A share of 0 (a budget set that low) still moves a mail a day: the plan must end.
  const share = Math.max(1, shareSizes(budget).event);
  const part = audience === "members" ? Math.max(1, Math.floor(share * ANNOUNCEMENT_PART)) : share;
  const priority = priorityOf(audience);
  const dayStart = Math.floor(at / DAY) * DAY;
  const room = await ctx.mailRoom("event");
  const [ahead, [sent]] = await ctx.db.batch([eventMailAheadByDayQuery(ctx.db, dayStart, priority), eventMailSentSinceQuery(ctx.db, dayStart, priority)]);
  const perDay = spreadOverDays(count, {
    share,
    part,
    // An announcement is routine mail (email/queue.ts isRoutine): it goes only while the day's event mail is within the routine part.
    limit: audience === "members" ? limitFor(budget, "event", true) : share,
    spentToday: share - Math.min(share, room),
    partSentToday: Number(sent?.count ?? 0),
    ahead: new Map(ahead.map((row) => [Number(row.day), { ahead: Number(row.ahead), same: Number(row.same) }])),
  });
  const schedule: [number, number][] = [];
  let last = 0;
  for (const [day, mails] of perDay.entries()) {
    if (mails === 0) continue;
    last += mails;
    schedule.push([last, day === 0 ? at : dayStart + day * DAY]);
  }
  const today = perDay[0] ?? 0;
  const days = Math.max(0, perDay.length - 1);
  const plan = {
    recipients: count,
    today,
    later: count - today,
    perDay: days > 0 ? Math.max(...perDay.slice(1)) : part,
    days,
    lastDay: utcDay(dayStart + days * DAY),
  };
  return { plan, schedule };
}

/** GET /api/mailings/plan: how many a message would reach, and when its mails would go. */
export async function mailingPlan(ctx: ServiceContext, input: Audience): Promise<MailingPlan> {
  await eventOf(ctx, input);
  const count = await recipientCount(ctx.db, input.audience, input.eventId ?? "");
  return (await planFor(ctx, input.audience, count, now())).plan;
}

/**
 * At most this many of a message's mails are sent by the request that
 * records it, after the answer; the rest of today's part is due at once and
 * goes with the hourly job. A constant, so the request costs the same for 6
 * members as for 600 (decision 088, "Measured").
 */
export const MESSAGE_MAILS_AT_ONCE = 5;

/**
 * POST /api/mailings: the record and its mails queued in one batch of three
 * statements, whatever the count (decision 088); each mail is written when it
 * is sent. Today's first mails go after the answer.
 */
export async function sendMailing(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: z.output<typeof createMailingRequestSchema>,
): Promise<{ mailing: Mailing; plan: MailingPlan }> {
  ctx.assertMailConfigured();
  const { event, count } = await audienceOf(ctx, input);
  await takeMailingSlot(ctx, actor.user.id);
  const { mailing, plan, claimed } = await recordMailing(ctx, { id: actor.user.id, name: actor.user.username }, input, { event, count }, MESSAGE_MAILS_AT_ONCE);
  if (claimed.length > 0) {
    await ctx.afterResponse(async () => {
      await sendClaimed(ctx.env, ctx.db, claimed, messageMailWriter(ctx)).catch((error: unknown) => {
        console.error("message mail not sent yet", error instanceof Error ? error.message : String(error));
      });
    });
  }
  return { mailing, plan };
}

/** The message's event and how many it reaches now; refused at the audience when nobody would get it. */
export async function audienceOf(ctx: ServiceContext, input: Audience) {
  const event = await eventOf(ctx, input);
  const [count, pushCount] = await Promise.all([
    recipientCount(ctx.db, input.audience, input.eventId ?? ""),
    pushRecipientCount(ctx.db, input.audience, input.eventId ?? ""),
  ]);
  if (count === 0 && pushCount === 0) {
    const nobody = "Nobody would get it: nobody in this group takes these mails.";
    throw new ApiError("NO_RECIPIENTS", nobody, {}, { audience: nobody });
  }
  return { event, count };
}

/** One of the officer's MAILINGS_PER_DAY messages (sent now or scheduled). */
export async function takeMailingSlot(ctx: ServiceContext, userId: string) {
  await takeSlot(
    ctx.db,
    throttleKeys.mailings(userId),
    MAILINGS_PER_DAY,
    DAY,
    (seconds) => `You have sent ${MAILINGS_PER_DAY} messages today. Try again in ${plural(Math.ceil(seconds / 3600), "hour")}.`,
  );
}

/**
 * Records a message and queues its mails in one batch (decision 088), from an officer now or from the
 * hourly job for a scheduled one (decision 126); the first `atOnce` due mails come back taken, for the
 * caller to send (the job takes none: its drain follows). An announcement also goes to the chats.
 */
export async function recordMailing(
  ctx: ServiceContext,
  sender: { id: string; name: string },
  input: z.output<typeof createMailingRequestSchema>,
  { event, count }: Awaited<ReturnType<typeof audienceOf>>,
  atOnce: number,
) {
  const at = now();
  const { plan, schedule } = await planFor(ctx, input.audience, count, at);
  const id = newId();
  const row: MailingRow = {
    id,
    audience: input.audience,
    eventId: event?.id ?? null,
    eventTitle: event?.title ?? null,
    subject: input.subject,
    body: input.body,
    sentBy: sender.id,
    sentByName: sender.name,
    recipients: count,
    sentToday: plan.today,
    lastDay: plan.lastDay,
    createdAt: at,
    skipped: 0,
  };
  const message = { id, audience: input.audience, eventId: event?.id ?? "", priority: priorityOf(input.audience), at, schedule };
  const [, , [counted], claimed] = await ctx.db.batch([
    insertMailingQuery(ctx.db, row),
    enqueueMessageMailsQuery(ctx.db, message),
    // Counted before the batch: a member who joined or left since moves the count, so the record keeps what was queued.
    countQueuedQuery(ctx.db, id),
    claimFirstMailsQuery(ctx.db, id, Math.min(plan.today, atOnce), at, at + retryDelay(1)),
  ]);
  const recipients = counted?.recipients ?? count;
  // By push too, to those who take its topic by push (decision 115), after the mails sent at once.
  await queuePush(
    ctx,
    {
      key: `mailing:${id}`,
      topic: event ? "changes" : "announcements",
      recipients: audienceMembersSource(input.audience, event?.id ?? ""),
      payload: { title: input.subject, body: input.body, url: event ? eventPath(event.slug) : PUSHED_MESSAGE_PAGE, tag: `mailing-${id}` },
      urgency: "normal",
      notAfter: event ? event.endsAt : null,
    },
    { mailsSent: claimed.length, at },
  );
  if (!event) await announceMessage(ctx, input.subject, input.body);
  return { mailing: { ...viewOf({ ...row, recipients }), waiting: recipients }, plan, claimed };
}

/** The line under a message that says why this member gets it. */
export function whyOf(
  ctx: ServiceContext,
  message: { audience: MailingAudience; eventTitle: string | null; eventSlug: string | null },
): { why: string; whyLink?: { label: string; url: string } } {
  if (message.audience === "members") return { why: `You get this as a member of ${site.shortName}.` };
  const why = `${WHY[message.audience]} ${message.eventTitle ?? "an event"}.`;
  // The event's page as a link, never as a visible address (decision 123).
  return message.eventSlug ? { why, whyLink: { label: message.eventTitle ?? "See the event", url: ctx.siteLink(eventPath(message.eventSlug)) } } : { why };
}

/**
 * Writes a message's mails as they are sent (the queue's LateMailWriter,
 * decision 088): one round trip reads the messages and the members as they
 * are now; a member who has since turned the topic off, stopped being a
 * member (announcements) or whose account is gone does not get it — the
 * mail is taken off the queue and counted as skipped. Each message's
 * Markdown is rendered once per run; each mail costs its own unsubscribe
 * link, signed when it goes.
 */
export function messageMailWriter(ctx: ServiceContext): LateMailWriter {
  return async (rows) => {
    const mailingIds = [...new Set(rows.map((row) => row.mailingId ?? ""))];
    const userIds = [...new Set(rows.map((row) => row.userId ?? ""))];
    const [messageRows, memberRows] = await ctx.db.batch([messagesForMailQuery(ctx.db, mailingIds), recipientsForMailQuery(ctx.db, userIds)]);
    const messages = new Map(messageRows.map((message) => [message.id, message]));
    const members = new Map(memberRows.map((member) => [member.id, member]));
    const goes = new Set<number>();
    const skipped: number[] = [];
    for (const row of rows) {
      const message = messages.get(row.mailingId ?? "");
      const member = members.get(row.userId ?? "");
      const wanted = message?.audience === "members" ? Boolean(member?.member) && Boolean(member?.announcements) : Boolean(member?.changes);
      if (message && member && wanted) goes.add(row.id);
      else skipped.push(row.id);
    }
    if (skipped.length > 0) {
      const [first, second] = skipMailsQueries(ctx.db, skipped, now());
      await ctx.db.batch([first, second]);
    }
    const html = new Map<string, string>();
    return {
      goes: (row) => goes.has(row.id),
      async mailFor(row) {
        const message = messages.get(row.mailingId ?? "");
        const member = members.get(row.userId ?? "");
        if (!message || !member) throw new Error("a message's mail without its message or member");
        const rendered = html.get(message.id) ?? (await renderMarkdownLazily(message.body, { mail: true }));
        html.set(message.id, rendered);
        const onEvent = message.audience !== "members";
        const { why, whyLink } = whyOf(ctx, message);
        return officerMessageMail(
          member.email,
          { subject: message.subject, markdown: message.body, html: rendered, why, ...(whyLink ? { whyLink } : {}) },
          { oneClickUrl: await unsubscribeUrl(ctx, member.id, onEvent ? "changes" : "announcements"), preferencesUrl: ctx.siteLink(NOTIFICATIONS_PAGE) },
        );
      },
    };
  };
}

function viewOf(row: MailingRow, counts: Partial<Record<string, number>> = {}): Mailing {
  const waiting = counts.queued ?? 0;
  // A message's mails expire only when skipped (no `not_after`), and those are counted on the message.
  const failed = counts.failed ?? 0;
  return {
    id: row.id,
    audience: row.audience,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    subject: row.subject,
    sentBy: row.sentByName,
    createdAt: formatUtcInstant(row.createdAt),
    recipients: row.recipients,
    // The daily clean-up prunes sent mails after a week: whatever is neither waiting nor failed went out.
    sent: Math.max(0, row.recipients - waiting - failed - row.skipped),
    waiting,
    failed,
    skipped: row.skipped,
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
