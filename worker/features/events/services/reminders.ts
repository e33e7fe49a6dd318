import { eventsDueForReminderQuery, type ReminderKind, reminderRecipientsSql, remindersDueQuery } from "../db/events";
import { queuePush } from "../../notifications/services/push";
import type { EventRow } from "../../../db/schema";
import { enqueueMails } from "../../../email/queue";
import { DAY, HOUR } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { feedbackAsks } from "../../feedback/services/event-feedback";
import { type EventRecipient, eventPushPayload, reminderEntries } from "./event-notices";

/**
 * The reminders (decisions 081 and 092). Every run of the hourly job queues a
 * reminder for each member going to an event that starts within the next
 * REMINDER_AHEAD_MS — and a second one for an event whose officer ticked
 * "remind two hours before" within SOON_REMINDER_AHEAD_MS — unless they
 * RSVPed inside that window (their confirmation just told them). The queue's
 * dedupe key (kind, event, start time, member) makes each reminder one mail
 * however many runs see it — a run that fails half-way is simply run again —
 * and the mail expires when the event starts, so a reminder is never sent late.
 */
export const REMINDER_AHEAD_MS = DAY;
/** The job runs hourly (at :17), so this one is queued between one and two hours before the start. */
export const SOON_REMINDER_AHEAD_MS = 2 * HOUR;

const DAY_BEFORE: ReminderKind = { keyPrefix: "reminder", aheadMs: REMINDER_AHEAD_MS, onlyRemindSoon: false };
const SOON: ReminderKind = { keyPrefix: "reminder-soon", aheadMs: SOON_REMINDER_AHEAD_MS, onlyRemindSoon: true };

/** Queues the reminders due at `at`; how many events and rows it looked at (already queued ones are not queued again). */
export async function queueDueReminders(ctx: ServiceContext, at: number): Promise<{ events: number; queued: number; pushes: number }> {
  const [dayBefore, soon, pushDayBefore, pushSoon] = await ctx.db.batch([
    remindersDueQuery(ctx.db, at, DAY_BEFORE),
    remindersDueQuery(ctx.db, at, SOON),
    eventsDueForReminderQuery(ctx.db, at, DAY_BEFORE),
    eventsDueForReminderQuery(ctx.db, at, SOON),
  ]);
  // A reminder also asks about the events the member came to lately and has not rated (decision 085): the ask rides on mail they get anyway.
  const asks = await feedbackAsks(ctx, [...new Set(dayBefore.map((row) => row.userId))], at);
  let events = 0;
  let queued = 0;
  for (const [kind, rows] of [
    [DAY_BEFORE, dayBefore],
    [SOON, soon],
  ] as const) {
    for (const { event, members } of byEvent(rows)) {
      events += 1;
      queued += (await enqueueMails(ctx.db, await reminderEntries(ctx, event, members, { kind: kind.keyPrefix, at, feedbackAsks: asks }), { at })).length;
    }
  }
  // By push to those who take reminders by push (decision 115): queued here, handed over by the job within its room.
  let pushes = 0;
  for (const [kind, due] of [
    [DAY_BEFORE, pushDayBefore],
    [SOON, pushSoon],
  ] as const) {
    for (const event of due) {
      pushes += await queuePush(
        ctx,
        {
          key: `${kind.keyPrefix}:${event.id}:${event.startsAt}`,
          topic: "reminders",
          recipients: reminderRecipientsSql(event, kind),
          payload: eventPushPayload(event, { kind: kind.keyPrefix, at }),
          urgency: "normal",
          notAfter: event.startsAt,
        },
        { at, queueOnly: true },
      );
    }
  }
  return { events, queued, pushes };
}

type DueRow = { event: EventRow; userId: string; email: string; rsvpId: number; byPush: boolean };

function byEvent(rows: readonly DueRow[]): { event: EventRow; members: EventRecipient[] }[] {
  const grouped = new Map<string, { event: EventRow; members: EventRecipient[] }>();
  for (const row of rows) {
    const entry = grouped.get(row.event.id) ?? { event: row.event, members: [] };
    entry.members.push({ userId: row.userId, email: row.email, status: "going", rsvpId: row.rsvpId, byPush: row.byPush });
    grouped.set(row.event.id, entry);
  }
  return [...grouped.values()];
}
